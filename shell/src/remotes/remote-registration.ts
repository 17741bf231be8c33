// Registers the remotes of the registry with the federation runtime. Nothing is fetched here: a
// remote's manifest and entry are fetched the first time one of its routes is visited.
// Puts every shared entry point in the shell's build, so the federation runtime can provide it.
import './provided-shared-modules';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  readRemoteOverrides,
  remoteNames,
  remoteOverrideStorageKey,
  type RemoteName,
  type RemoteRegistry,
} from '@portal/contracts/remote-registry';

let manifestUrls: Partial<Record<string, string>> = {};

/** The manifest URL of each remote as remotes.json names it. */
export function registryManifestUrls(registry: RemoteRegistry): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, registry[name].manifest])) as Record<RemoteName, string>;
}

/**
 * The manifest URL of each remote: the registry's, or in a QA build a QA override given as
 * `?remote.<name>=<url>` on localhost or an allowed origin (kept for the browser session). Whether
 * overrides exist at all is decided when the shell is built (`__PORTAL_QA_BUILD__`), never by
 * config.json, so a production bundle has no code that reads them.
 */
export function resolveManifestUrls(
  registry: RemoteRegistry,
  search: string,
  { qaBuild = __PORTAL_QA_BUILD__, allowedOrigins = [] }: { qaBuild?: boolean; allowedOrigins?: readonly string[] } = {},
): { urls: Record<RemoteName, string>; warnings: string[] } {
  const urls = registryManifestUrls(registry);
  if (!qaBuild) return { urls, warnings: [] };
  const { overrides, errors } = readRemoteOverrides(search, sessionStorage.getItem(remoteOverrideStorageKey), allowedOrigins);
  sessionStorage.setItem(remoteOverrideStorageKey, JSON.stringify(overrides));
  return { urls: { ...urls, ...overrides }, warnings: errors };
}

export function registerPortalRemotes(urls: Record<RemoteName, string>): void {
  manifestUrls = urls;
  registerRemotes(remoteNames.map((name) => ({ name, entry: urls[name] })));
}

/**
 * Forgets what the runtime cached for a remote (including a failed load), so the next load fetches
 * its manifest and entry again: this is what lets Retry recover without a page reload.
 */
export function reRegisterRemote(name: string): void {
  const entry = manifestUrls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
