// Loads an exposed module of a remote through the federation runtime. Retrying a failed load and the
// fallback page are the runtime plugins' (remote-registration.ts, DESIGN.md decision 5).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemotePageModule, type RemotePageModule } from '@portal/contracts/remote-page';
import type { RemoteName } from '@portal/contracts/remote-registry';

/** The id loadRemote takes: `mfe_claims` and `./ClaimsPage` give `mfe_claims/ClaimsPage`. */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string, isExpected: (value: unknown) => value is T): Promise<T> {
  const id = remoteModuleId(remote, module);
  const loaded = await loadRemote<unknown>(id);
  if (isExpected(loaded)) return loaded;
  throw new Error(`${id} does not export what the shell expects`);
}

export function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  return loadRemoteModule(remote, module, isRemotePageModule);
}
