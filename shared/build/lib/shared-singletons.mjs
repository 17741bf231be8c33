// @ts-check
// The one list of libraries every app shares at run time as singletons (DESIGN.md decision 3).
// Each has an explicit requiredVersion so that an independently deployed remote built against
// an incompatible major fails loudly instead of silently loading a second copy.
// Every app's package.json must declare the same ranges; test/shared-singletons.test.mjs checks it.

/** @type {Readonly<Record<string, string>>} */
export const sharedSingletonVersions = Object.freeze({
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  '@portal/routing': '^0.1.0',
  zustand: '^5.0.0',
  '@portal/session': '^0.1.0',
  '@portal/rights': '^0.1.0',
  '@portal/ui': '^0.1.0',
  '@portal/api-client': '^0.1.0',
  '@portal/forms': '^0.1.0',
  dompurify: '^3.4.0',
  'react-hook-form': '^7.92.0',
  zod: '^4.6.7',
});

/**
 * Subpath imports (react/jsx-runtime, react-dom/client, zustand/vanilla, @portal/ui/sanitized-html,
 * @portal/api-client/partner-handoff) must resolve to the same singleton.
 */
const sharedSubpaths = ['react', 'react-dom', 'zustand', '@portal/session', '@portal/ui', '@portal/api-client'];

/**
 * @typedef {{ singleton: true, requiredVersion: string, strictVersion: boolean, import?: false }} SharedEntry
 */

/**
 * The `shared` option of the federation plugin.
 * A production remote bundles no copy of its own (`import: false`): the shell provides every shared
 * singleton, so each library exists once across all builds and is downloaded once. Development builds
 * keep a fallback copy so a remote also runs alone in its development host.
 * @param {{ bundleFallback: boolean }} options
 * @returns {Record<string, SharedEntry>}
 */
export function federationShared({ bundleFallback }) {
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(sharedSingletonVersions)) {
    /** @type {SharedEntry} */
    const entry = { singleton: true, requiredVersion, strictVersion: false, ...(bundleFallback ? {} : { import: false }) };
    shared[name] = entry;
    if (sharedSubpaths.includes(name)) shared[`${name}/`] = entry;
  }
  return shared;
}
