// @ts-check
// The portal's route table (shared/contracts/src/route-table.ts) for build tools running in Node, which
// runs no TypeScript: the module compiled with rspack's swc. Its imports are types only, so the
// compiled text stands alone.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { workspaceRoot } from './apps.mjs';

/**
 * A route of the table, as far as build tools read it.
 * @typedef {{ path: string, access: string, contractTypes?: readonly string[], page: { kind: 'shell', page: string } | { kind: 'remote', remote: string, module: string, pendingIssue?: number } }} RouteLike
 */

/**
 * @returns {Promise<{ routes: readonly RouteLike[], redirects: readonly { from: string, to: string }[], matchesPath: (pattern: string, pathname: string) => boolean }>}
 */
export async function loadRouteTable() {
  const file = path.join(workspaceRoot, 'shared/contracts/src/route-table.ts');
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    isModule: true,
  });
  if (/^\s*import\s/m.test(code)) throw new Error('route-table.ts imports more than types: it cannot be loaded alone');
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
