// Data that several parts of this remote read (the FHIR Patient and Coverage searches): loaded once per
// key, with concurrent callers sharing the one call in flight (SPEC section 4: "Coverage load is also
// shared across concurrent callers"). A failure is kept until someone asks again (Try again), and
// sign-out forgets everything.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { PortalApiError } from '@portal/api-client';
import type { ApiData } from '@portal/api-client/use-api-data';
import { genericMessages } from '@portal/api-client/error-messages';
import { onSignOutReset } from '@portal/session';

type Entry = { status: 'loading' } | { status: 'ready'; data: unknown } | { status: 'failed'; message: string };

const store = createStore<{ entries: Readonly<Record<string, Entry>> }>()(() => ({ entries: {} }));
const inFlight = new Map<string, Promise<unknown>>();
// Bumped on sign-out, so an answer that arrives afterwards is dropped.
let generation = 0;

onSignOutReset(() => {
  generation += 1;
  inFlight.clear();
  store.setState({ entries: {} });
});

function setEntry(key: string, entry: Entry): void {
  store.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
}

function failureMessage(error: unknown): string {
  return error instanceof PortalApiError ? genericMessages[error.messageKey] : genericMessages.default;
}

/**
 * The data under `key`: the loaded value, the call already in flight, or a new call. A failed load is
 * tried again only when `retry` is set.
 */
export function loadShared<T>(key: string, load: () => Promise<T>, { retry = false }: { retry?: boolean } = {}): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const entry = store.getState().entries[key];
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
      if (started === generation) setEntry(key, { status: 'failed', message: failureMessage(error) });
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

const ignore = () => undefined;

/** The shared data under `key` for a component, starting the load when nobody has yet. */
export function useSharedLoad<T>(key: string, load: () => Promise<T>): ApiData<T> {
  const entry = useStore(store, (state) => state.entries[key]);

  // On mount: load unless loaded or loading; a failure from an earlier visit is tried again.
  useEffect(() => {
    const current = store.getState().entries[key];
    if (!current || current.status === 'failed') loadShared(key, load, { retry: true }).catch(ignore);
    // `load` is recreated every render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!entry || entry.status === 'loading') return { status: 'loading' };
  if (entry.status === 'ready') return { status: 'ready', data: entry.data as T };
  return { status: 'failed', message: entry.message, retry: () => void loadShared(key, load, { retry: true }).catch(ignore) };
}
