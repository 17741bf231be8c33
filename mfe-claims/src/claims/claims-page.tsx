// /claims (and the /medical-claims redirects): the member's claims with filters, sorting and pages,
// the alert notice and the explanation-of-benefit callout. A policyholder also sees dependents'
// claims, adult dependents' only with their family access (the member API applies the rule).
// Phone first: the claims come first; the notices are short callouts and the filter form waits
// behind a Filter button that says how many filters are on. The form's code (Formik, Yup and the
// forms kit, most of the page's weight) is fetched when the member reaches for that button, not with
// the page, so the claims paint sooner on a direct visit.
import '../app-name';
import { useRef, useState } from 'react';
import { Link } from '@portal/routing';
import { useStore } from 'zustand';
import { useAnsweredOnce, useApiData } from '@portal/api-client/use-api-data';
import { useMemberGreeting, useSelectedMemberId } from '@portal/session';
import { Button, LoadFailure, PageFrame, SlowLoadNotice, useLoadedOnIntent } from '@portal/ui';
import { activeFilterCount, limitToMembers, noFilters, showingText, type ClaimFilters } from './claim-filters';
import { claimFilterFormLoader, ClaimFilterPanel } from './claim-filter-panel';
import { ClaimList } from './claim-list';
import { hiddenClaimMembers, visibleClaimMembers } from './claim-members';
import { loadClaims, type ClaimsResult } from './api';
import { ClaimsAlertNotice, EobCallout, FamilyAccessNotice } from './claims-notices';
import { claimsViewStore, viewFor } from './claims-view-store';
import { claimsTotalsText } from './claim-phrases';
import { Pagination } from '@portal/ui/pagination';
import { FilterButton } from './filter-button';
import { SortSelect } from './sort-select';
import { useResetFiltersOnEntry } from './use-reset-filters-on-entry';
import { useFamilyRoster } from '../family/api';
import styles from './claims.module.css';

export default function ClaimsPage() {
  useResetFiltersOnEntry();
  const greeting = useMemberGreeting();
  const memberId = useSelectedMemberId();
  // Whose claims the list offers and whom it names as hidden: the family roster, adult dependents too.
  const roster = useFamilyRoster();
  const stored = useStore(claimsViewStore);
  const members = visibleClaimMembers(roster, memberId);
  const view = limitToMembers(
    viewFor(stored, memberId),
    members.map((member) => member.memberId),
  );
  const filterCount = activeFilterCount(view.filters);
  const filtered = filterCount > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterForm = useLoadedOnIntent(claimFilterFormLoader);
  // A press before the form's code has arrived opens the form when it arrives; focus stays on the button.
  const toggleFilters = () => {
    if (filtersOpen) setFiltersOpen(false);
    else filterForm.whenLoaded(() => setFiltersOpen(true));
  };
  const data = useApiData((signal) => loadClaims(memberId, view, signal), `claims:${memberId}:${JSON.stringify(view)}`);
  // A new key gives the filter form fresh values when the filters are cleared from outside it.
  const [formVersion, setFormVersion] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The notes below the list wait for its first answer, so the claims arriving do not push them down.
  const listAnswered = useAnsweredOnce(data);

  const store = claimsViewStore.getState();
  const applyFilters = (filters: ClaimFilters) => {
    store.applyFilters(memberId, filters);
    // The form closes and the member continues at the results, which the summary announces.
    setFiltersOpen(false);
    resultsHeading.current?.focus();
  };
  const clearFilters = () => {
    store.applyFilters(memberId, noFilters);
    setFormVersion((version) => version + 1);
  };
  const goToPage = (page: number) => {
    store.setPage(memberId, page);
    // Keyboard and screen-reader users continue from the top of the new page of results.
    resultsHeading.current?.focus();
  };

  return (
    <PageFrame width="medium" title="Claims" greeting={greeting}>
      <ClaimsAlertNotice />
      <section aria-labelledby="claims-results-heading" className={styles.results}>
        <div className={styles.resultsHeader}>
          <h2 id="claims-results-heading" ref={resultsHeading} tabIndex={-1}>
            Your claims
          </h2>
          <div className={styles.toolbar}>
            <FilterButton
              count={filterCount}
              open={filtersOpen}
              controls="claim-filters-panel"
              onToggle={toggleFilters}
              intent={filterForm.intent}
            />
            <SortSelect value={view.sort} onChange={(sort) => store.setSort(memberId, sort)} />
          </div>
        </div>
        <ClaimFilterPanel
          id="claim-filters-panel"
          open={filtersOpen}
          filterForm={filterForm}
          onTryAgain={toggleFilters}
          formKey={formVersion}
          filters={view.filters}
          members={members}
          filtered={filtered}
          onApply={applyFilters}
          onClear={clearFilters}
        />
        <p role="status" className={styles.summary}>
          {data.status === 'loading' ? 'Loading claims…' : data.status === 'ready' ? showingText(data.data, filtered) : ''}
          {data.status === 'loading' && <SlowLoadNotice />}
        </p>
        {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
        {data.status === 'ready' && (
          <ClaimResults
            result={data.data}
            filtered={filtered}
            status={view.filters.status}
            onClearFilters={clearFilters}
            onFirstPage={() => goToPage(1)}
          />
        )}
        {data.status === 'ready' && (
          <Pagination label="Claims pages" page={data.data.page} totalPages={data.data.totalPages} onPage={goToPage} />
        )}
      </section>
      {listAnswered && (
        <>
          <FamilyAccessNotice hidden={hiddenClaimMembers(roster, memberId)} />
          <EobCallout />
        </>
      )}
    </PageFrame>
  );
}

interface ClaimResultsProps {
  result: ClaimsResult;
  filtered: boolean;
  /** The status filter, if any: the totals sentence says no figure over pending claims. */
  status: string;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

function ClaimResults({ result, filtered, status, onClearFilters, onFirstPage }: ClaimResultsProps) {
  if (result.total === 0 && filtered) {
    return (
      <div className={styles.empty}>
        <p>No claims match your filters. Try a wider date range, or clear the filters to see all your claims.</p>
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div className={styles.empty}>
        <p>You don&apos;t have any claims yet.</p>
        <p>
          After a visit to a doctor, hospital or pharmacy, the claim shows here once your provider sends it to us. Questions about a visit?{' '}
          <Link to="/contact-us">Contact us</Link>.
        </p>
      </div>
    );
  }
  if (result.claims.length === 0) {
    // The list got shorter since this page was chosen (a claim moved out of the filters).
    return (
      <div className={styles.empty}>
        <p>There are no claims on this page.</p>
        <Button variant="secondary" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.totals}>{claimsTotalsText({ count: result.total, totals: result.totals, status: status || undefined })}</p>
      <ClaimList claims={result.claims} />
    </>
  );
}
