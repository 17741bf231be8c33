// A dashboard card's body around the data it loads, for every remote's cards (the shell draws the
// frame: title, link, and the loading shape the manifest declares until the card's module is in;
// docs/remote-manifest.md). While the data loads, the body shows the same shape and status the shell
// did, so nothing moves (a load still running after 8 seconds says so above the shape); a failure
// shows in place with Try again.
import type { ReactNode } from 'react';
import type { ApiData } from './use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { LoadFailure, LoadingStatus } from '@portal/ui';

export function DashboardCardData<T>({
  data,
  loadingShape,
  loadingStatus,
  children,
}: DashboardCardBodyProps & { data: ApiData<T>; children: (data: T) => ReactNode }) {
  if (data.status === 'loading') {
    return (
      <>
        <LoadingStatus textHidden>{loadingStatus}</LoadingStatus>
        <div aria-hidden="true">{loadingShape}</div>
      </>
    );
  }
  if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
  return <>{children(data.data)}</>;
}
