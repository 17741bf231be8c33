// /admin/accounts: member-services staff find an account by a whole username, member ID or
// email, or the start of both names (admin-search-schema.ts), and see each match's name,
// username, member ID, plan and account state, never an SSN, password or passcode. The terms stay in
// this page's memory and the request body: never in the address bar, history or storage.
import { useEffect, useRef, useState } from 'react';
import { Link } from '@portal/routing';
import { codedMessages } from '@portal/api-client/error-messages';
import type { ServerFieldError } from '@portal/forms';
import { formOnIntent, LightTextField } from '@portal/forms/on-intent';
import { adminSearchNameMinLength } from '@portal/contracts/field-rules';
import { Button, ErrorAlert, Notice, PageHeader } from '@portal/ui';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { Pagination } from '@portal/ui/pagination';
import '../app-name';
import { problemOf, staffProblemLine } from '../errors/problem';
import { searchAccounts, type AccountSummary, type SearchResults } from './api';
import type { SearchFormValues, SearchTerms } from './admin-search-schema';
import { emptySearch, searchButtonLabel, searchFields } from './admin-search-fields';
import type { AdminSearchFormProps } from './admin-search-form';
import { memberName, stateText } from './admin-words';
import styles from './admin.module.css';

export const searchPageSize = 10;

const resultColumns: readonly DataTableColumn<AccountSummary>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (account) => <Link to={`/admin/accounts/${encodeURIComponent(account.accountRef)}`}>{memberName(account)}</Link>,
  },
  { header: 'Username', cell: (account) => account.username ?? '—' },
  { header: 'Member ID', cell: (account) => account.memberId },
  { header: 'Plan', cell: (account) => `${account.plan.name} (${account.plan.contractType}${account.plan.isActive ? '' : ', ended'})` },
  { header: 'Account state', cell: (account) => stateText(account.state) },
];

/** The last search, kept in memory while the app runs, so Back from an account shows it again. */
let lastSearch: { values: SearchFormValues; terms: SearchTerms; results: SearchResults } | null = null;

/** Forgets the last search (tests; sign-out reloads the page anyway). */
export function forgetLastSearch(): void {
  lastSearch = null;
}

// The form draws at once; its rules (Formik, Yup, the schema) load on the first intent on it, so the
// staff home downloads them only when someone searches.
const SearchForm = formOnIntent<SearchFormValues, AdminSearchFormProps>(() => import('./admin-search-form'));

const lightSearchFields = (
  <>
    {searchFields.map(({ name, label, type }) => (
      <LightTextField key={name} name={name} label={label} type={type} autoComplete="off" />
    ))}
    <Button type="submit">{searchButtonLabel}</Button>
  </>
);

export default function AdminSearchPage() {
  const [results, setResults] = useState<SearchResults | null>(lastSearch?.results ?? null);
  const [terms, setTerms] = useState<SearchTerms | null>(lastSearch?.terms ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Each answered search moves focus to its results heading, once React has drawn them.
  const [searchesAnswered, setSearchesAnswered] = useState(0);
  useEffect(() => {
    if (searchesAnswered > 0) resultsHeading.current?.focus();
  }, [searchesAnswered]);

  /** Runs a search and shows its answer; answers the member API's field errors for the form to show. */
  async function search(
    searchTerms: SearchTerms,
    page: number,
    values = lastSearch?.values ?? emptySearch,
  ): Promise<readonly ServerFieldError[]> {
    setFailure(null);
    try {
      const found = await searchAccounts({ ...searchTerms, page, pageSize: searchPageSize });
      lastSearch = { values, terms: searchTerms, results: found };
      setTerms(searchTerms);
      setResults(found);
      setSearchesAnswered((count) => count + 1);
      return [];
    } catch (error) {
      const problem = problemOf(error);
      if (problem.fieldErrors.length > 0) return problem.fieldErrors;
      setFailure(staffProblemLine(problem));
      return [];
    }
  }

  return (
    <>
      <PageHeader
        title="Find an account"
        lead={`Search by a whole username, member ID or email address, or by the first and last name (at least the first ${adminSearchNameMinLength} letters of each).`}
      />
      <SearchForm
        id="admin-search"
        className={styles.form}
        defaultValues={lastSearch?.values ?? emptySearch}
        lightFields={lightSearchFields}
        onSearch={(searchTerms, values) => search(searchTerms, 1, values)}
      />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {results && terms && (
        <section aria-labelledby="admin-search-results">
          <h2 id="admin-search-results" ref={resultsHeading} tabIndex={-1}>
            {results.total === 0 ? 'No results' : `${results.total} ${results.total === 1 ? 'account' : 'accounts'} found`}
          </h2>
          {results.moreMatches && (
            <Notice>
              <p>{`More accounts match than the ${results.total} shown. Add more of the name, or search by username, member ID or email address.`}</p>
            </Notice>
          )}
          {results.total === 0 ? (
            <p role="status">{codedMessages['ADM-0003']}</p>
          ) : (
            <>
              <DataTable
                caption={`Accounts that match the search, page ${results.page} of ${results.totalPages}`}
                captionHidden
                columns={resultColumns}
                rows={results.accounts}
                rowKey={(account) => account.accountRef}
              />
              {results.totalPages > 1 && (
                <Pagination
                  label="Search results pages"
                  page={results.page}
                  totalPages={results.totalPages}
                  onPage={(page) => void search(terms, page)}
                />
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}
