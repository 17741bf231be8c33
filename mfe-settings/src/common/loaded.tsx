// The three states of data a section loads on its own (useApiData): a loading line announced
// politely (the kit's, which says so when the load is slow), the failure's message with Try again,
// or the section's content.
import type { ReactNode } from 'react';
import type { ApiData } from '@portal/api-client/use-api-data';
import { LoadFailure, LoadingStatus } from '@portal/ui';
import styles from './common.module.css';

export function Loaded<T>({ data, what, children }: { data: ApiData<T>; what: string; children: (value: T) => ReactNode }) {
  if (data.status === 'loading') {
    return <LoadingStatus className={styles.muted}>Loading {what}…</LoadingStatus>;
  }
  if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
  return <>{children(data.data)}</>;
}

/**
 * For a second section that shares data with one that shows the failure: while that section offers
 * Try again, this one only says it is waiting, so the page announces one failure, not several.
 */
export function LoadedElsewhere<T>({ data, what, children }: { data: ApiData<T>; what: string; children: (value: T) => ReactNode }) {
  if (data.status === 'loading') {
    return <LoadingStatus className={styles.muted}>Loading {what}…</LoadingStatus>;
  }
  if (data.status === 'failed') return <p className={styles.muted}>This shows once {what} has loaded.</p>;
  return <>{children(data.data)}</>;
}
