// @ts-check
// The portal's route table for build tools running in Node (the bench, the e2e suites): the shell's
// own routes (shared/contracts/src/route-table.ts) and every remote's pages from its manifest
// (src/remote-manifest.ts), composed as the shell composes them at run time (docs/remote-manifest.md).
import path from 'node:path';
import { workspaceRoot } from './apps.mjs';
import { importTypeScriptAlone, manifestContracts, readAllRemoteManifests } from './remote-manifests.mjs';

/**
 * A route of the table, as far as build tools read it.
 * @typedef {{ path: string, title?: string, access: string, staffHome?: boolean, contractTypes?: readonly string[], rightsKey?: string, page: { kind: 'shell', page: string } | { kind: 'remote', remote: string, module: string } }} RouteLike
 */

/**
 * @returns {Promise<{ routes: readonly RouteLike[], redirects: readonly { from: string, to: string }[], matchesPath: (pattern: string, pathname: string) => boolean }>}
 */
export async function loadRouteTable() {
  const table = await importTypeScriptAlone(path.join(workspaceRoot, 'shared/contracts/src/route-table.ts'));
  const { manifestRoutes } = await manifestContracts();
  /** @type {RouteLike[]} */
  const routes = [...table.shellRoutes];
  for (const manifest of await readAllRemoteManifests()) {
    for (const route of manifestRoutes(manifest)) if (!routes.some((known) => known.path === route.path)) routes.push(route);
  }
  return { routes, redirects: table.redirects, matchesPath: table.matchesPath };
}
