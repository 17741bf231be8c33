// /admin/accounts/:accountRef/audit: the account's audit entries (about the member or the
// account, or by it), newest first, filtered by action and by day (Central time). The filters are no
// member data, so they may travel in the query string of the call; the account is named by its opaque
// reference, never the member id, and the answer says whose trail it is.
import { useRef, useState } from 'react';
import { useParams } from '@portal/routing';
import { latestData, useApiData } from '@portal/api-client/use-api-data';
import { formOnIntent, LightSelectField, LightTextField } from '@portal/forms/on-intent';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { Button, LoadFailure, PageHeader, LoadingStatus } from '@portal/ui';
import '../app-name';
import { problemLine } from '../errors/problem';
import { loadAudit, type AuditEntry, type AuditQuery } from './api';
import type { AuditFilters, AuditFilterValues } from './admin-schemas';
import { auditActionField, auditButtonLabel, auditDayFields, emptyAuditFilters } from './admin-audit-fields';
import type { AdminAuditFormProps } from './admin-audit-form';
import { actionText, actorText, memberName, outcomeText, whenText } from './admin-words';
import styles from './admin.module.css';

export const auditPageSize = 25;

const auditColumns: readonly DataTableColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => whenText(entry.at) },
  { header: 'Action', cell: (entry) => actionText(entry.action) },
  { header: 'Outcome', cell: (entry) => outcomeText(entry.outcome) },
  { header: 'By', cell: actorText },
];

// The filters draw at once; their rules (Formik, Yup, the date rules) load on the first intent on them.
const AuditForm = formOnIntent<AuditFilterValues, AdminAuditFormProps>(() => import('./admin-audit-form'));

const lightAuditFields = (
  <>
    <LightSelectField {...auditActionField} />
    {auditDayFields.map(({ name, label, hint }) => (
      <LightTextField key={name} name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />
    ))}
    <Button type="submit">{auditButtonLabel}</Button>
  </>
);

export default function AdminAuditPage() {
  const accountRef = useParams().accountRef ?? '';
  const [filters, setFilters] = useState<AuditFilters>({ action: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const query: AuditQuery = { page, pageSize: auditPageSize };
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  // The entries shown stay until the next page or filter has loaded (or failed to).
  const loaded = useApiData((signal) => loadAudit(accountRef, query, signal), JSON.stringify([accountRef, query]), {
    failureMessage: problemLine,
  });
  const result = latestData(loaded) ?? null;
  const failure = loaded.status === 'failed' ? loaded : null;

  return (
    <>
      <PageHeader
        title="Audit trail"
        back={{ to: `/admin/accounts/${encodeURIComponent(accountRef)}`, label: 'Back to the account' }}
        lead={result ? `${memberName(result.account)}, member ID ${result.account.memberId}` : undefined}
      />
      <AuditForm
        id="admin-audit"
        className={styles.form}
        defaultValues={emptyAuditFilters}
        lightFields={lightAuditFields}
        onFilters={(values) => {
          setFilters(values);
          setPage(1);
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
      {failure && <LoadFailure message={failure.message} onRetry={failure.retry} />}
      <h2 ref={heading} tabIndex={-1}>
        Entries
      </h2>
      {!result && !failure && <LoadingStatus>Loading the audit trail…</LoadingStatus>}
      {result && result.entries.length === 0 && <p role="status">No audit entries match these filters.</p>}
      {result && result.entries.length > 0 && (
        <DataTable
          caption={`Audit entries, newest first, page ${result.page}`}
          captionHidden
          columns={auditColumns}
          rows={result.entries}
          rowKey={(entry) => `${entry.at}-${entry.action}-${entry.actor}-${entry.subjectMemberId ?? ''}-${entry.route ?? ''}`}
        />
      )}
      {result && (page > 1 || result.hasMore) && (
        <nav aria-label="Audit trail pages" className={styles.actions}>
          {page > 1 && (
            <Button variant="secondary" onClick={() => setPage(page - 1)}>
              Newer entries
            </Button>
          )}
          {result.hasMore && (
            <Button variant="secondary" onClick={() => setPage(page + 1)}>
              Older entries
            </Button>
          )}
        </nav>
      )}
    </>
  );
}
