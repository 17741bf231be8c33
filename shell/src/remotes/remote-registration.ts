// Registers the remotes of the registry with the federation runtime, with the runtime plugins that
// retry a failed load, give up on one that does not arrive in time, and stand a panel in for a page
// that could not be loaded. Nothing is fetched
// here: a remote's manifest and entry are fetched the first time one of its routes is visited.
// Puts every shared entry point in the shell's build, so the federation runtime can provide it.
import './provided-shared-modules';
import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RemoteRegistry } from '@portal/contracts/remote-registry';
import { portalRoutes } from '@portal/rights';
import { remoteModuleId } from './load-remote-page';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { remoteLoadDeadlineMs } from './remote-load-deadline';
import { remoteModuleDeadlinePlugin } from './remote-module-deadline-plugin';
import { remoteLoadRetry, remoteRetryPlugin } from './remote-retry-plugin';

/** The manifest URL of each remote as remotes.json names it. */
export function registryManifestUrls(registry: RemoteRegistry): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, registry[name].manifest])) as Record<RemoteName, string>;
}

/**
 * Whether a module is a page of the composed route table (@portal/rights): a page that cannot be
 * loaded gets the unavailable panel; a feed or a dashboard card fails on its own terms (the bell stays
 * quiet, the card says it could not load).
 */
function isRemotePage(id: string): boolean {
  return portalRoutes().some((route) => route.page.kind === 'remote' && remoteModuleId(route.page.remote, route.page.module) === id);
}

/**
 * Registers the portal's runtime plugins, then the remotes. `plugins` come before the portal's own
 * (the QA build's override plugin, which must see the remotes registered).
 */
export function registerPortalRemotes(urls: Record<RemoteName, string>, plugins: ModuleFederationRuntimePlugin[] = []): void {
  registerPlugins([
    ...plugins,
    remoteRetryPlugin(remoteLoadRetry),
    remoteModuleDeadlinePlugin({ deadlineMs: remoteLoadDeadlineMs }),
    remoteFallbackPlugin({ fallbackFor: isRemotePage }),
  ]);
  registerRemotes(remoteNames.map((name) => ({ name, entry: urls[name] })));
}
