// @ts-check
// A production bundle carries no QA feature (README, "Testing a branch build (QA)"): no `__PORTAL_QA__`
// hook and no `?remote.<name>=` override code. Decided at build time (create-app-config.mjs,
// buildConstants); this check reads what `pnpm build` wrote and fails if any QA code survived.
import fs from 'node:fs';
import path from 'node:path';
import { apps, workspaceRoot } from './apps.mjs';

/** Strings only the QA features use: the hook's global and the overrides' session-storage key. */
export const qaMarkers = ['__PORTAL_QA__', 'portal.remoteOverrides'];

/** @param {string} dir @returns {string[]} */
function scripts(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return /\.(js|html)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The QA markers found in the built apps' scripts and pages (source maps aside: they hold sources).
 * @returns {{ file: string, marker: string }[]}
 */
export function qaCodeInBuilds() {
  const found = [];
  for (const app of apps) {
    const files = scripts(path.join(workspaceRoot, app.dir, 'dist'));
    if (files.length === 0) throw new Error(`${app.dir} has no build: run pnpm build first`);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const marker of qaMarkers) if (text.includes(marker)) found.push({ file: path.relative(workspaceRoot, file), marker });
    }
  }
  return found;
}
