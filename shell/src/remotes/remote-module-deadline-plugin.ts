// A Module Federation runtime plugin that gives the chunks of an exposed module (its scripts and
// styles, which the remote's own runtime loads once its entry is in) the remote load deadline: a chunk
// that never arrives fails the load, so the fallback plugin shows the unavailable panel with Retry.
// The remote's build gives its chunk loading the same deadline (chunkLoadTimeout), so by the time
// Retry is pressed the remote has let go of the chunk and asks for it afresh.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withinDeadline } from './remote-load-deadline';

export function remoteModuleDeadlinePlugin({ deadlineMs }: { deadlineMs: number }): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-module-deadline',
    // The runtime asks the container for the module's factory itself when this hook gives none; here
    // it is asked the same way, within the deadline.
    getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      // The container's get is typed as answering at once; it answers a promise of the factory.
      const factory = Promise.resolve(remoteEntryExports.get(expose));
      return withinDeadline(factory, deadlineMs, `${moduleInfo.name}/${expose.replace(/^\.\//, '')}`);
    },
  };
}
