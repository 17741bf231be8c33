// A Module Federation runtime plugin that retries what loading a remote fetches (docs/architecture.md decision 5):
// the remote's manifest (the runtime's `fetch` hook, which it asks for every mf-manifest.json) and its
// entry script (`loadEntryError`, which the runtime calls when remoteEntry.js could not be loaded).
// Each is tried `attempts` times in all, waiting `delayMs` times the attempt number in between.
// Module Federation's own @module-federation/retry-plugin is not used: its published versions (0.13,
// 0.17) do not match the installed runtime (2.9), and the hooks it relies on have changed since
// (docs/module-federation.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteRetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after the nth failed try is `delayMs * n`. */
  delayMs: number;
  /** Waits; tests pass one that does not. */
  wait?: (ms: number) => Promise<void>;
}

/** The portal's retry: one more try, 400 ms after the first fails. */
export const remoteLoadRetry: RemoteRetryOptions = { attempts: 2, delayMs: 400 };

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function remoteRetryPlugin({ attempts, delayMs, wait = waitFor }: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-retry',
    // A manifest that cannot be fetched, or is answered with an error status, is asked for again; the
    // last try's answer (or error) is the runtime's to handle.
    async fetch(url, init) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await globalThis.fetch(url, init);
          if (response.ok || attempt >= attempts) return response;
        } catch (error) {
          if (attempt >= attempts) throw error;
        }
        await wait(delayMs * attempt);
      }
    },
    // The entry script failed to load (the runtime's first try). getRemoteEntry, as the runtime hands it
    // here, does not come back to this hook when it fails, so the tries are counted here. The runtime
    // keeps the load in progress under `uniqueKey`: it is dropped so the next try loads afresh.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retried = (async () => {
        for (let attempt = 2; attempt <= attempts; attempt += 1) {
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
