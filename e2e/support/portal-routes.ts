// The portal's route table as the shell composes it at run time (docs/remote-manifest.md): the shell's
// own routes plus each remote's pages from its manifest. The suites read the remotes' manifest sources,
// the ones their builds publish as remote-manifest.json.
import { manifestRoutes, type RemoteManifest } from '@portal/contracts/remote-manifest';
import { shellRoutes, type RouteDefinition } from '@portal/contracts/route-table';
import { remoteManifest as claims } from '../../mfe-claims/src/remote-manifest';
import { remoteManifest as messages } from '../../mfe-messages/src/remote-manifest';
import { remoteManifest as pharmacyPrograms } from '../../mfe-pharmacy-programs/src/remote-manifest';
import { remoteManifest as registration } from '../../mfe-registration/src/remote-manifest';
import { remoteManifest as settings } from '../../mfe-settings/src/remote-manifest';

/** Each remote's manifest, by federation name. */
export const remoteManifests: Readonly<Record<string, RemoteManifest>> = Object.fromEntries(
  [claims, pharmacyPrograms, messages, settings, registration].map((manifest) => [manifest.remote, manifest as RemoteManifest]),
);

export const routes: readonly RouteDefinition[] = [
  ...shellRoutes,
  ...Object.values(remoteManifests).flatMap((manifest) => manifestRoutes(manifest)),
];
