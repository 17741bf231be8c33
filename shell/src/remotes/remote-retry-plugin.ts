// A Module Federation runtime plugin that retries what loading a remote fetches (docs/decisions/0008-failing-remote-never-takes-portal-down.md):
// the remote's manifest (the runtime's `fetch` hook, which it asks for every mf-manifest.json) and its
// entry script (`createScript` for each try, `loadEntryError` when remoteEntry.js could not be loaded).
// Each try has `deadlineMs` to arrive. A try that failed is tried again, `attempts` times in all,
// waiting `delayMs` times the attempt number in between; a try that ran out of time is not: the member
// has waited long enough, and the unavailable panel's Retry is theirs to press.
// Module Federation's own @module-federation/retry-plugin is not used: its published versions (0.13,
// 0.17) do not match the installed runtime (2.9), and the hooks it relies on have changed since
// (docs/module-federation.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithinDeadline, remoteLoadDeadlineMs, RemoteLoadTimeoutError } from './remote-load-deadline';

export interface RemoteRetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after the nth failed try is `delayMs * n`. */
  delayMs: number;
  /** How long each try may take to arrive. */
  deadlineMs: number;
  /** Waits; tests pass one that does not. */
  wait?: (ms: number) => Promise<void>;
}

/** The portal's retry: one more try, 400 ms after the first fails; 15 seconds for each. */
export const remoteLoadRetry: RemoteRetryOptions = { attempts: 2, delayMs: 400, deadlineMs: remoteLoadDeadlineMs };

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A script element as the runtime's loader makes one (its attributes), for the hook to hand back with a timeout. */
function entryScript(url: string, attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs.type === 'module' ? 'module' : 'text/javascript';
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type') script.setAttribute(name, String(value));
  }
  script.src = url;
  return script;
}

export function remoteRetryPlugin({ attempts, delayMs, deadlineMs, wait = waitFor }: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  /** When each entry script's latest try started, by URL. */
  const entryTriedAt = new Map<string, number>();
  return {
    name: 'portal-remote-retry',
    // A manifest that cannot be fetched, or is answered with an error status, is asked for again; the
    // last try's answer (or error) is the runtime's to handle. One that did not arrive in time is not.
    async fetch(url, init) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await fetchWithinDeadline(url, init, deadlineMs);
          if (response.ok || attempt >= attempts) return response;
        } catch (error) {
          if (attempt >= attempts || error instanceof RemoteLoadTimeoutError) throw error;
        }
        await wait(delayMs * attempt);
      }
    },
    // Every try of an entry script: the runtime's loader gives it up after `timeout` (its own default
    // is 20 seconds) and reports it as failed, which brings it to loadEntryError below.
    createScript({ url, attrs }) {
      entryTriedAt.set(url, Date.now());
      return { script: entryScript(url, attrs), timeout: deadlineMs };
    },
    // The entry script failed to load (the runtime's first try). getRemoteEntry, as the runtime hands it
    // here, does not come back to this hook when it fails, so the tries are counted here. The runtime
    // keeps the load in progress under `uniqueKey`: it is dropped so the next try loads afresh.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const ranOutOfTime = () => Date.now() - (entryTriedAt.get(remoteInfo.entry) ?? Date.now()) >= deadlineMs;
      const retried = (async () => {
        for (let attempt = 2; attempt <= attempts && !ranOutOfTime(); attempt += 1) {
          await wait(delayMs * (attempt - 1));
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo });
            if (entry) return entry;
          } catch {
            // The next try, or the runtime's own error once none is left.
          }
        }
        return undefined;
      })();
      // The hook's declared result nests a promise; the runtime awaits whatever it is given.
      return new Promise((resolve) => resolve(retried));
    },
  };
}
