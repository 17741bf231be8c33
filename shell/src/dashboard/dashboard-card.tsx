// The frame of every dashboard card: a titled region, the card's own loading and failure states (with
// Try again), and a link into the page that owns the details.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@portal/ui';
import type { CardData } from './use-card-data';
import styles from './dashboard.module.css';

interface DashboardCardProps<T> {
  title: string;
  /** Data the card loads on its own; omit for cards that need no call. */
  data?: CardData<T>;
  children: (data: T) => ReactNode;
  link?: { to: string; label: string };
  wide?: boolean;
}

export function DashboardCard<T>({ title, data, children, link, wide }: DashboardCardProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (!data) body = children(undefined as T);
  else if (data.status === 'loading') body = <p role="status" className={styles.muted}>Loading {title.toLowerCase()}…</p>;
  else if (data.status === 'failed') {
    body = (
      <div role="alert" className={styles.failure}>
        <p>{data.message}</p>
        <Button variant="secondary" onClick={data.retry}>
          Try again
        </Button>
      </div>
    );
  } else body = children(data.data);
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
