// Loads an exposed module of a remote through the federation runtime. Retrying a failed load and the
// fallback page are the runtime plugins' (remote-registration.ts, docs/decisions/0008-failing-remote-never-takes-portal-down.md).
import { loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import { isRemoteCardModule, isRemotePageModule, type RemoteCardModule, type RemotePageModule } from '@portal/contracts/remote-page';
import { sharedModulesOf } from '@portal/rights';

/** The id loadRemote takes: `mfe_claims` and `./ClaimsPage` give `mfe_claims/ClaimsPage`. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/**
 * Starts loading the shared libraries a remote's module takes from the shell, as its manifest lists
 * them: they download beside the remote's entry and chunks instead of after its entry has run (a
 * round trip and their download on a slow network: docs/remote-manifest.md). One already loaded costs
 * nothing; one the shell cannot give fails here quietly, and the remote's own request reports it.
 */
function startSharedModuleLoads(remote: string, module: string): void {
  for (const key of sharedModulesOf(remote, module)) {
    try {
      void Promise.resolve(loadShare(key)).catch(() => undefined);
    } catch {
      // As above: the remote's own request for it reports the failure.
    }
  }
}

export async function loadRemoteModule<T>(remote: string, module: string, isExpected: (value: unknown) => value is T): Promise<T> {
  const id = remoteModuleId(remote, module);
  startSharedModuleLoads(remote, module);
  const loaded = await loadRemote<unknown>(id);
  if (isExpected(loaded)) return loaded;
  throw new Error(`${id} does not export what the shell expects`);
}

/**
 * Loads of one kind of remote module (pages, dashboard cards) started ahead of their render
 * (startFirstRemotePageLoad, startFirstDashboardCardLoads), each taken up once by the module's own
 * load: one download, one set of retries, and a failure the page or card reports as its own.
 */
function loadsStartedAhead<T>(isExpected: (value: unknown) => value is T) {
  const started = new Map<string, Promise<T>>();
  // Modules that have asked for their code already: starting ahead is then too late, and a load nobody
  // takes up would be handed to the module's next attempt (Retry) instead of a fresh one.
  const requested = new Set<string>();
  return {
    /** Starts loading a module before it renders; its first load then takes this one up. */
    start(remote: string, module: string): void {
      const id = remoteModuleId(remote, module);
      if (started.has(id) || requested.has(id)) return;
      const load = loadRemoteModule(remote, module, isExpected);
      // Not yet anyone's: a module that never renders (its guard refused it) must not leave a rejection unheard.
      load.catch(() => undefined);
      started.set(id, load);
    },
    load(remote: string, module: string): Promise<T> {
      const id = remoteModuleId(remote, module);
      requested.add(id);
      const load = started.get(id);
      if (load) {
        started.delete(id);
        return load;
      }
      return loadRemoteModule(remote, module, isExpected);
    },
  };
}

const pageLoads = loadsStartedAhead(isRemotePageModule);
const cardLoads = loadsStartedAhead(isRemoteCardModule);

export const startRemotePageLoad: (remote: string, module: string) => void = pageLoads.start;
export const loadRemotePage: (remote: string, module: string) => Promise<RemotePageModule> = pageLoads.load;
export const startRemoteCardLoad: (remote: string, module: string) => void = cardLoads.start;
export const loadRemoteCard: (remote: string, module: string) => Promise<RemoteCardModule> = cardLoads.load;
