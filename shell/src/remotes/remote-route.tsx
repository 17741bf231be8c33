// Renders one exposed page of a remote: loads it when the route is first visited, and contains any
// failure in an in-page panel with Retry: a remote that could not be loaded yields the fallback page
// of remote-fallback-plugin.tsx, whose Retry comes from here; a page that throws is caught by the
// error boundary; a module that is no page shows the panel too.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { LoadingStatus } from '@portal/ui';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-fallback-plugin';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

export function RemoteRoute({ remote, module }: { remote: string; module: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadRemotePage(remote, module).then(
      (loaded) => {
        if (!cancelled) setState({ status: 'ready', Page: loaded.default });
      },
      (error: unknown) => {
        console.error(`[portal] ${remote} could not be loaded`, error instanceof Error ? error.message : error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  // The runtime has forgotten a remote that failed to load (remote-fallback-plugin.tsx): loading again
  // fetches it afresh, in the same page.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'loading') return <LoadingStatus>Loading…</LoadingStatus>;
  if (state.status === 'failed') return <RemoteUnavailablePanel onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={attempt}
        fallback={() => <RemoteUnavailablePanel onRetry={retry} />}
        onError={(error) => console.error(`[portal] a page of ${remote} failed`, error.message)}
      >
        <Page />
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
