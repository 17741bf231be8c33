// QA builds only (`__PORTAL_QA_BUILD__`, docs/deploy.md#testing-a-branch-build-qa): a Module Federation
// runtime plugin that points a remote at another build for the browser session, from
// `?remote.<name>=<url>` on localhost or an allowed origin. The shell registers it only when
// `__PORTAL_QA_BUILD__` is true, so a production bundle has no code of it (verify:production-bundle).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readRemoteOverrides, remoteOverrideStorageKey, type RemoteName } from '@portal/contracts/remote-registry';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/**
 * The overrides for this browser session: those kept earlier, changed by the query's `remote.<name>=`
 * parameters (an empty value drops one), and kept again. Warnings name the parameters refused.
 */
export function readQaRemoteOverrides(
  search: string,
  allowedOrigins: readonly string[] = [],
): { overrides: RemoteOverrides; warnings: string[] } {
  const { overrides, errors } = readRemoteOverrides(search, sessionStorage.getItem(remoteOverrideStorageKey), allowedOrigins);
  sessionStorage.setItem(remoteOverrideStorageKey, JSON.stringify(overrides));
  return { overrides, warnings: errors };
}

/**
 * Rewrites an overridden remote's manifest URL as it is registered (`beforeRegisterRemote`, also when
 * it is registered again after a failure). The runtime ignores what this hook returns, so the remote
 * being registered is changed in place.
 */
export function qaRemoteOverridePlugin(overrides: RemoteOverrides): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-qa-remote-override',
    beforeRegisterRemote(args) {
      const url = overrides[args.remote.name as RemoteName];
      if (url && 'entry' in args.remote) args.remote.entry = url;
      return args;
    },
  };
}
