// @ts-check
// A production bundle carries no QA feature (docs/deploy.md#testing-a-branch-build-qa): no `__PORTAL_QA__`
// hook and no `?remote.<name>=` override code. Decided at build time (create-app-config.mjs,
// buildConstants); this check reads what `pnpm build` wrote and fails if any QA code survived.
// It also checks that no source map is deployed, and the pre-rendered landing page the shell's build wrote.
import fs from 'node:fs';
import path from 'node:path';
import { apps, workspaceRoot } from './apps.mjs';
import { productionOutputDir } from './build-variant.mjs';
import { inlineCssOf } from './landing-critical-css.mjs';
import { landingClassesWithoutRule, landingDocument } from './landing-page-build.mjs';

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
 * Source maps a deployment of the built apps would ship: a `.map` file in a build folder, or a bundle
 * that names one. They belong beside the build (build-variant.mjs sourceMapPath), never in it.
 * @returns {string[]}
 */
export function sourceMapsInBuilds() {
  /** @param {string} dir @returns {string[]} */
  const allFiles = (dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      : [];
  return apps.flatMap((app) =>
    allFiles(path.join(workspaceRoot, app.dir, productionOutputDir))
      .filter((file) => file.endsWith('.map') || (/\.(js|css)$/.test(file) && /sourceMappingURL=/.test(fs.readFileSync(file, 'utf8'))))
      .map((file) => path.relative(workspaceRoot, file)),
  );
}

/**
 * The QA markers found in the built apps' scripts and pages (source maps aside: they hold sources).
 * @returns {{ file: string, marker: string }[]}
 */
export function qaCodeInBuilds() {
  const found = [];
  for (const app of apps) {
    // dist/ always, whatever PORTAL_QA_BUILD says: the folder a deployment uploads.
    const files = scripts(path.join(workspaceRoot, app.dir, productionOutputDir));
    if (files.length === 0) throw new Error(`${app.dir} has no build: run pnpm build first`);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const marker of qaMarkers) if (text.includes(marker)) found.push({ file: path.relative(workspaceRoot, file), marker });
    }
  }
  return found;
}

/**
 * What is wrong with the shell's pre-rendered /login document, if anything: it must paint styled on
 * its own (its CSS inline, a rule for every class it uses, no stylesheet to fetch), mark the brand
 * before it paints (the brand script in <head>), and run no inline script (the Content-Security-Policy
 * refuses them).
 * @returns {string[]}
 */
export function landingDocumentProblems() {
  const host = apps.find((app) => app.kind === 'host');
  if (!host) return ['no host app'];
  const file = path.join(workspaceRoot, host.dir, productionOutputDir, landingDocument);
  if (!fs.existsSync(file)) return [`${path.relative(workspaceRoot, file)} is missing: run pnpm build first`];
  const html = fs.readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const problems = [];
  if (!inlineCssOf(html)) problems.push('no inline CSS');
  if (/<link\b[^>]*rel="stylesheet"/.test(html)) problems.push('it links a stylesheet');
  const unstyled = landingClassesWithoutRule(html);
  if (unstyled.length > 0) problems.push(`no rules for: ${unstyled.join(', ')}`);
  if (!/<script src="\/landing-brand\.[0-9a-f]{10}\.js"><\/script>/.test(head)) problems.push('no brand script in <head>');
  if (/<script\b(?![^>]*\bsrc=)/.test(html)) problems.push('an inline script');
  return problems;
}
