// The frame of every dashboard card: the kit's Card (a region named by its title), the card's own
// loading and failure states (with Try again), and a link into the page that owns the details. A card
// is as tall as what it shows.
import type { ReactNode } from 'react';
import { Link } from '@portal/routing';
import { Card, LoadFailure } from '@portal/ui';
import type { ApiData } from '@portal/api-client/use-api-data';
import styles from './dashboard.module.css';

type DashboardCardProps<T> = {
  title: string;
  link?: { to: string; label: string };
  /** Across the whole grid (the recent claims list). */
  wide?: boolean;
  /** Shown (hidden from assistive technology) while the data loads: the loaded card's shape, so that
   * the cards below do not move when it arrives. */
  loadingShape?: ReactNode;
} & (
  | { /** Data the card loads on its own, and what to show once it has. */ data: ApiData<T>; children: (data: T) => ReactNode }
  | { data?: undefined; children: ReactNode }
);

export function DashboardCard<T>({ title, data, children, link, wide, loadingShape }: DashboardCardProps<T>) {
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
  } else if (data.status === 'failed') body = <LoadFailure message={data.message} onRetry={data.retry} />;
  else body = (children as (loaded: T) => ReactNode)(data.data);
  return (
    <Card
      title={title}
      className={wide ? styles.wide : undefined}
      footer={
        link && (
          <p>
            <Link to={link.to}>{link.label}</Link>
          </p>
        )
      }
    >
      {body}
    </Card>
  );
}
