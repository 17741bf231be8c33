// @ts-check
// The one list of libraries every app shares at run time as singletons (DESIGN.md decision 3).
// Each has an explicit requiredVersion so that an independently deployed remote built against
// an incompatible major fails loudly instead of silently loading a second copy.
// Every app's package.json must declare the same ranges; test/shared-singletons.test.mjs checks it.

/** @type {Readonly<Record<string, string>>} */
export const sharedSingletonVersions = Object.freeze({
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router-dom': '^7.9.0',
  zustand: '^5.0.0',
  '@portal/session': '^0.1.0',
  '@portal/rights': '^0.1.0',
  '@portal/ui': '^0.1.0',
});

/** Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same singleton. */
const sharedSubpaths = ['react', 'react-dom'];

/**
 * The `shared` option of the federation plugin.
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>}
 */
export function federationShared() {
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>} */
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(sharedSingletonVersions)) {
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
    if (sharedSubpaths.includes(name)) {
      shared[`${name}/`] = { singleton: true, requiredVersion, strictVersion: false };
    }
  }
  return shared;
}
