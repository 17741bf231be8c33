// Data that several parts of an app read (a remote's FHIR Patient and Coverage searches, say): loaded
// once per key, with concurrent callers sharing the one call in flight. A failure is kept until someone
// asks again (Try again), and sign-out forgets everything.
import { createStore } from 'zustand/vanilla';
import { onSignOutReset } from '@portal/session';
import { genericFailureMessage } from './portal-api-error';

export type SharedEntry = { status: 'loading' } | { status: 'ready'; data: unknown } | { status: 'failed'; message: string };

export const sharedLoadStore = createStore<{ entries: Readonly<Record<string, SharedEntry>> }>()(() => ({ entries: {} }));
const inFlight = new Map<string, Promise<unknown>>();
// Bumped on sign-out, so an answer that arrives afterwards is dropped.
let generation = 0;

onSignOutReset(() => {
  generation += 1;
  inFlight.clear();
  sharedLoadStore.setState({ entries: {} });
});

function setEntry(key: string, entry: SharedEntry): void {
  sharedLoadStore.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
}

/**
 * The data under `key`: the loaded value, the call already in flight, or a new call. A failed load is
 * tried again only when `retry` is set.
 */
export function loadShared<T>(key: string, load: () => Promise<T>, { retry = false }: { retry?: boolean } = {}): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const entry = sharedLoadStore.getState().entries[key];
  if (entry?.status === 'ready') return Promise.resolve(entry.data as T);
  if (entry?.status === 'failed' && !retry) return Promise.reject(new Error(entry.message));
  const started = generation;
  setEntry(key, { status: 'loading' });
  const promise = load().then(
    (data) => {
      if (started === generation) setEntry(key, { status: 'ready', data });
      return data;
    },
    (error: unknown) => {
      if (started === generation) setEntry(key, { status: 'failed', message: genericFailureMessage(error) });
      throw error;
    },
  );
  inFlight.set(key, promise);
  const settle = () => {
    if (inFlight.get(key) === promise) inFlight.delete(key);
  };
  promise.then(settle, settle);
  return promise;
}
