// The frame of every dashboard card: a titled region, the card's own loading and failure states (with
// Try again), and a link into the page that owns the details.
import { useId, type ReactNode } from 'react';
import { Link } from '@portal/routing';
import { LoadFailure } from '@portal/ui';
import type { ApiData } from '@portal/api-client/use-api-data';
import styles from './dashboard.module.css';

type DashboardCardProps<T> = {
  title: string;
  link?: { to: string; label: string };
  wide?: boolean;
  /** Shown (hidden from assistive technology) while the data loads: the loaded card's shape, so that
   * the cards below do not move when it arrives. */
  loadingShape?: ReactNode;
} & (
  | { /** Data the card loads on its own, and what to show once it has. */ data: ApiData<T>; children: (data: T) => ReactNode }
  | { data?: undefined; children: ReactNode }
);

export function DashboardCard<T>({ title, data, children, link, wide, loadingShape }: DashboardCardProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (!data) body = children as ReactNode;
  else if (data.status === 'loading') {
    body = (
      <>
        <p role="status" className={loadingShape ? 'portal-visually-hidden' : styles.muted}>
          Loading {title.toLowerCase()}…
        </p>
        {loadingShape && <div aria-hidden="true">{loadingShape}</div>}
      </>
    );
  }
  else if (data.status === 'failed') body = <LoadFailure message={data.message} onRetry={data.retry} />;
  else body = (children as (loaded: T) => ReactNode)(data.data);
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.cardBody}>{body}</div>
      {link && (
        <p className={styles.cardLink}>
          <Link to={link.to}>{link.label}</Link>
        </p>
      )}
    </section>
  );
}
