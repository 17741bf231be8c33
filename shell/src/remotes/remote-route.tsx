// Renders one exposed page of a remote: loads it when the route is first visited, and contains any
// failure (entry unreachable, page throws) in an in-page panel with Retry.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemotePage } from './load-remote-page';
import { reRegisterRemote } from './remote-registration';
import { RemoteErrorBoundary } from './remote-error-boundary';
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

  const retry = useCallback(() => {
    reRegisterRemote(remote);
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [remote]);

  if (state.status === 'loading') {
    return (
      <p role="status" aria-live="polite">
        Loading…
      </p>
    );
  }
  if (state.status === 'failed') return <RemoteUnavailablePanel onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteUnavailablePanel onRetry={retry} />}
      onError={(error) => console.error(`[portal] a page of ${remote} failed`, error.message)}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
