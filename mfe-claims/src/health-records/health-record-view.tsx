import type { ReactNode } from 'react';
import { formatPersonName, LoadFailure, LoadingStatus } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { useApiData } from '@portal/api-client/use-api-data';
import { entryText, healthRecordData, type HealthRecord } from './api';
import styles from './health-records.module.css';

type Entry = Record<string, unknown>;

function RecordList({
  title,
  entries,
  empty,
  render,
}: {
  title: string;
  entries: Entry[];
  empty: string;
  render: (entry: Entry) => ReactNode;
}) {
  const id = `phr-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={styles.part}>
      <h3 id={id}>{title}</h3>
      {entries.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry, index) => (
            <li key={index}>{render(entry)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const dateOf = (entry: Entry, key: string) => (entryText(entry, key) ? formatDate(entryText(entry, key)) : null);

function Parts({ record }: { record: HealthRecord }) {
  return (
    <div className={styles.parts}>
      <RecordList
        title="Conditions"
        entries={record.conditions}
        empty="No conditions on record."
        render={(entry) => (
          <>
            <strong>{entryText(entry, 'name')}</strong>
            {dateOf(entry, 'onset') && <> · since {dateOf(entry, 'onset')}</>}
            {entryText(entry, 'status') && <> · {entryText(entry, 'status')}</>}
          </>
        )}
      />
      <RecordList
        title="Medications"
        entries={record.medications}
        empty="No medications on record."
        render={(entry) => (
          <>
            <strong>{entryText(entry, 'name')}</strong>
            {entryText(entry, 'directions') && <> · {entryText(entry, 'directions')}</>}
            {dateOf(entry, 'lastFilled') && <> · last filled {dateOf(entry, 'lastFilled')}</>}
          </>
        )}
      />
      <RecordList
        title="Allergies"
        entries={record.allergies}
        empty="No allergies on record."
        render={(entry) => (
          <>
            <strong>{entryText(entry, 'substance')}</strong>
            {entryText(entry, 'reaction') && <> · {entryText(entry, 'reaction')}</>}
            {entryText(entry, 'severity') && <> · {entryText(entry, 'severity')}</>}
          </>
        )}
      />
      <RecordList
        title="Immunizations"
        entries={record.immunizations}
        empty="No immunizations on record."
        render={(entry) => (
          <>
            <strong>{entryText(entry, 'vaccine')}</strong>
            {dateOf(entry, 'date') && <> · {dateOf(entry, 'date')}</>}
          </>
        )}
      />
      <RecordList
        title="Recent visits"
        entries={record.visits}
        empty="No visits on record."
        render={(entry) => (
          <>
            <strong>{dateOf(entry, 'date') ?? 'Date not on record'}</strong>
            {entryText(entry, 'provider') && <> · {entryText(entry, 'provider')}</>}
            {entryText(entry, 'reason') && <> · {entryText(entry, 'reason')}</>}
          </>
        )}
      />
    </div>
  );
}

/** One member's health record, loaded on its own with its own failure and Try again. */
export function HealthRecordView({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const data = useApiData((signal) => healthRecordData.record(memberId, signal), `health-record:${memberId}`);
  return (
    <section aria-labelledby="phr-record-heading" className={styles.record}>
      {data.status === 'ready' ? (
        <>
          <h2 id="phr-record-heading">{isSelf ? 'Your health record' : `${formatPersonName(data.data.name)}’s health record`}</h2>
          <p>Born {formatDate(data.data.birthDate)}</p>
          <Parts record={data.data} />
        </>
      ) : (
        <>
          <h2 id="phr-record-heading">{isSelf ? 'Your health record' : 'Health record'}</h2>
          {data.status === 'loading' && <LoadingStatus>Loading the health record…</LoadingStatus>}
          {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
        </>
      )}
    </section>
  );
}
