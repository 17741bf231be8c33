// A Module Federation runtime plugin for what happens once a remote could not be loaded
// (docs/decisions/0008-failing-remote-never-takes-portal-down.md). The runtime asks `errorLoadRemote` before it gives up on a loadRemote call; here:
//  - the runtime forgets the remote (registered again with `force`, which drops its cached manifest,
//    entry and module), so the next load fetches it afresh: the panel's Retry recovers without a reload;
//  - a page gets the fallback module instead of an error: its page is "This section is temporarily
//    unavailable" with Retry, which asks the RemoteRoute showing it to load again (RemoteRetryContext).
// Other modules (the bell's count feed) get no fallback: their load fails as before.
import { createContext, useContext } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@portal/contracts/remote-page';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

/** Loads the page again; given by the RemoteRoute that renders a remote page. */
export const RemoteRetryContext = createContext<() => void>(() => undefined);

function RemoteUnavailablePage() {
  return <RemoteUnavailablePanel onRetry={useContext(RemoteRetryContext)} />;
}

/** What loading a remote page yields when the remote could not be loaded. */
export const remoteUnavailableModule: RemotePageModule = { default: RemoteUnavailablePage };

export function remoteFallbackPlugin({ fallbackFor }: { fallbackFor: (id: string) => boolean }): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      // Failures on the way (the manifest, lifecycle "afterResolve") come back here as "onLoad" once
      // loadRemote gives up; shared modules are not remotes.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0];
      const registered = origin.options.remotes.find((candidate) => candidate.name === name);
      if (registered) origin.registerRemotes([{ ...registered }], { force: true });
      if (!fallbackFor(id)) return undefined;
      console.error(`[portal] ${name} could not be loaded`, error instanceof Error ? error.message : error);
      return remoteUnavailableModule;
    },
  };
}
