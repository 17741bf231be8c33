// Loads an exposed module of a remote through the federation runtime. Retrying a failed load and the
// fallback page are the runtime plugins' (remote-registration.ts, docs/decisions/0008-failing-remote-never-takes-portal-down.md).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemotePageModule, type RemotePageModule } from '@portal/contracts/remote-page';

/** The id loadRemote takes: `mfe_claims` and `./ClaimsPage` give `mfe_claims/ClaimsPage`. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export async function loadRemoteModule<T>(remote: string, module: string, isExpected: (value: unknown) => value is T): Promise<T> {
  const id = remoteModuleId(remote, module);
  const loaded = await loadRemote<unknown>(id);
  if (isExpected(loaded)) return loaded;
  throw new Error(`${id} does not export what the shell expects`);
}

export function loadRemotePage(remote: string, module: string): Promise<RemotePageModule> {
  return loadRemoteModule(remote, module, isRemotePageModule);
}
