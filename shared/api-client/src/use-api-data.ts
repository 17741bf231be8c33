// The one way a page, a page section or a dashboard card loads its data: its own call, its own loading
// and failure state, and a retry, so one slow or failing service never blanks the page. Failures carry
// the generic message (or the caller's wording) for the caller to show in place (with LoadFailure from
// @portal/ui, or DashboardCardData); the calls loaded this way are declared with errors: 'caller', so
// the error dialog does not also open.
//
// - `key` names what is loaded: a new key loads again (a page's filter, a page number, or a count
//   the page bumps to load again after an action).
// - `previous` is the last data this hook loaded, while it loads again or after that load failed, for a
//   page that keeps showing it (a staff page after an action, say).
// - `shared: true` shares the load with every component that asks for the same key (one call in
//   flight, the answer kept until sign-out; Try again reloads it for all): data several parts of an
//   app read.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { genericFailureMessage } from './portal-api-error';
import { loadShared, sharedLoadStore } from './shared-load';

export type ApiData<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; retry: () => void; previous?: T };

export interface ApiDataOptions {
  /** Shares the load with every component asking for the same key (see above). */
  shared?: boolean;
  /** The words for a failure; the generic message for it by default. */
  failureMessage?: (error: unknown) => string;
}

export { loadShared } from './shared-load';

/** The data to show: the loaded data, or the last data loaded while loading again or after that failed. */
export function latestData<T>(data: ApiData<T>): T | undefined {
  return data.status === 'ready' ? data.data : data.previous;
}

/**
 * Whether the load has answered at least once (data or a failure), and stays so while it loads again
 * (a new key, or Try again after a failure). What a page shows below a section still loading waits for
 * this: shown at once, it would be pushed down the page when the section's content arrives (a layout
 * shift under the member's eyes); hidden again during a reload, it would lose its place and its input.
 */
export function useAnsweredOnce(data: ApiData<unknown>): boolean {
  const answeredNow = data.status !== 'loading' || data.previous !== undefined;
  const [answered, setAnswered] = useState(answeredNow);
  if (answeredNow && !answered) setAnswered(true);
  return answered || answeredNow;
}

const ignore = () => undefined;

export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string, options: ApiDataOptions = {}): ApiData<T> {
  const shared = options.shared === true;
  const [attempt, setAttempt] = useState(0);
  // The latest answer, and the last data loaded (kept across keys and attempts).
  const [result, setResult] = useState<{ key: string; attempt: number; value: ApiData<T>; last: { data: T } | null } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const describe = options.failureMessage ?? genericFailureMessage;
  const sharedEntry = useStore(sharedLoadStore, (state) => (shared ? state.entries[key] : undefined));

  useEffect(() => {
    if (shared) {
      // On mount: load unless loaded or loading; a failure from an earlier visit is tried again.
      const current = sharedLoadStore.getState().entries[key];
      if (!current || current.status === 'failed') loadShared(key, () => load(new AbortController().signal), { retry: true }).catch(ignore);
      return undefined;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key, attempt, value: { status: 'ready', data }, last: { data } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult((before) => ({
            key,
            attempt,
            value: { status: 'failed', message: describe(error), retry },
            last: before?.last ?? null,
          }));
      },
    );
    return () => controller.abort();
    // `load` and `describe` are recreated every render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry, shared]);

  if (shared) {
    if (!sharedEntry || sharedEntry.status === 'loading') return { status: 'loading' };
    if (sharedEntry.status === 'ready') return { status: 'ready', data: sharedEntry.data as T };
    return {
      status: 'failed',
      message: sharedEntry.message,
      retry: () => void loadShared(key, () => load(new AbortController().signal), { retry: true }).catch(ignore),
    };
  }
  const previous = result?.last ? { previous: result.last.data } : {};
  if (result && result.key === key && result.attempt === attempt) {
    return result.value.status === 'failed' ? { ...result.value, ...previous } : result.value;
  }
  return { status: 'loading', ...previous };
}
export { DashboardCardData } from './dashboard-card-data';
