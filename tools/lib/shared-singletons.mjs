// @ts-check
// The one list of libraries every app shares at run time as singletons (docs/decisions/0006-one-session-one-rights-context.md).
// Each has an explicit requiredVersion so that an independently deployed remote built against
// an incompatible major is refused (the shell shows its unavailable panel) instead of silently
// running against a library it was not built for.
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './apps.mjs';

/** The workspace's own shared packages: their contracts follow semver (see docs/decisions/0017-shared-singletons-strict-versions.md). */
export const sharedPortalPackages = Object.freeze(['routing', 'session', 'rights', 'ui', 'api-client', 'forms']);

/** @param {string} folder a package folder under shared/ */
export function sharedPackageVersion(folder) {
  return JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'shared', folder, 'package.json'), 'utf8')).version;
}

/**
 * What every app is built against: the installed third-party majors, and for the workspace's own
 * packages the version in their package.json (a build needs at least the minor it was built with).
 * @type {Readonly<Record<string, string>>}
 */
export const sharedSingletonVersions = Object.freeze({
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  zustand: '^5.0.0',
  dompurify: '^3.4.0',
  // The date library of the one date module (@portal/ui/dates); only pages that show dates load it.
  luxon: '^3.7.0',
  // The forms stack (@portal/forms and the apps' form schemas); only pages with a form load them.
  formik: '^2.4.9',
  yup: '^1.7.1',
  // The HTTP client of @portal/api-client (docs/http.md); loaded on a page's first API call, never by /login.
  axios: '^1.21.0',
  ...Object.fromEntries(sharedPortalPackages.map((folder) => [`@portal/${folder}`, `^${sharedPackageVersion(folder)}`])),
});

/**
 * Subpath imports (react/jsx-runtime, react-dom/client, zustand/vanilla, @portal/ui/sanitized-html,
 * @portal/api-client/partner-handoff, @portal/forms/on-intent) must resolve to the same singleton.
 */
const sharedSubpaths = ['react', 'react-dom', 'zustand', '@portal/session', '@portal/ui', '@portal/api-client', '@portal/forms'];

/**
 * What every signed-in start of the shell runs: React renders, zustand holds the session, axios makes
 * the first calls, and the workspace's session, rights, routing, API client and the kit's entry draw
 * the frame. The shell's production build takes them into its main bundle (`eager`) instead of a chunk
 * each behind the share scope: a start then fetches three files instead of some twenty-five, which on a
 * slow connection (six at a time over HTTP/1.1, a round trip each) held up the first page by about
 * 0.7 s in Lighthouse (docs/performance.md#page-weight-history). The remotes still take them from the
 * shell's share scope. A subpath entry (`name/`) is eager only when named: an eager module may import
 * only eager shared modules (the runtime stops the start-up otherwise), and the kit's other entry
 * points (dates, tables, dialogs), the forms and the libraries behind them load with the pages that
 * use them. The pre-rendered /login loads none of this.
 */
export const shellEagerLibraries = Object.freeze([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  'zustand/',
  'axios',
  '@portal/session',
  '@portal/rights',
  '@portal/routing',
  '@portal/api-client',
  '@portal/api-client/',
  '@portal/session/',
  '@portal/ui',
]);

/**
 * @typedef {{ singleton: true, requiredVersion: string, strictVersion: boolean, import?: false, eager?: true }} SharedEntry
 */

/**
 * The `shared` option of the federation plugin.
 * A production remote bundles no copy of its own (`import: false`): the shell provides every shared
 * singleton, so each library exists once across all builds and is downloaded once. Such a remote is
 * strict: if the shell's copy does not satisfy what it was built against, the federation runtime
 * refuses to load it (the shell shows the unavailable panel) rather than run it against an
 * incompatible library. Development builds keep a fallback copy, so a remote also runs alone in its
 * development host.
 * @param {{ bundleFallback: boolean, requiredVersions?: Record<string, string>, eager?: readonly string[] }} options
 *   requiredVersions: what this build declares it needs, where it differs from the workspace's
 *   (the deployment drill builds remotes "built against" other versions this way); eager: the
 *   libraries, and the subpath entries (`name/`), this build bundles into its main bundle (the
 *   shell's shellEagerLibraries; only a build with a fallback copy can)
 * @returns {Record<string, SharedEntry>}
 */
export function federationShared({ bundleFallback, requiredVersions = {}, eager = [] }) {
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  for (const [name, workspaceVersion] of Object.entries(sharedSingletonVersions)) {
    const requiredVersion = requiredVersions[name] ?? workspaceVersion;
    /** @type {SharedEntry} */
    /** @param {string} key @returns {SharedEntry} */
    const entry = (key) =>
      bundleFallback
        ? { singleton: true, requiredVersion, strictVersion: false, ...(eager.includes(key) ? { eager: true } : {}) }
        : { singleton: true, requiredVersion, strictVersion: true, import: false };
    shared[name] = entry(name);
    if (sharedSubpaths.includes(name)) shared[`${name}/`] = entry(`${name}/`);
  }
  return shared;
}
