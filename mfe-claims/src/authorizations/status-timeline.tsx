import { formatDate } from '@portal/ui/dates/display';
import type { StatusChange } from './api';
import { StatusLabel } from './status-label';
import styles from './authorizations.module.css';
import { Section } from '@portal/ui';

/** The status changes, oldest first, so the list reads as the story of the request. */
export function orderedHistory(history: readonly StatusChange[]): StatusChange[] {
  return [...history].sort((a, b) => a.date.localeCompare(b.date));
}

export function StatusTimeline({ history }: { history: readonly StatusChange[] }) {
  return (
    <Section heading="Status history">
      {history.length === 0 ? (
        <p>No status changes have been recorded yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {orderedHistory(history).map((change, index) => (
            <li key={`${change.date}-${index}`} className={styles.timelineItem}>
              <time dateTime={change.date} className={styles.timelineDate}>
                {formatDate(change.date)}
              </time>
              <StatusLabel status={change.status} />
              {change.note && <p className={styles.timelineNote}>{change.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
