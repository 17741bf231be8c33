// @ts-check
// How many copies of each shared singleton the production builds contain, across all apps. Each must
// be exactly 1 (the shell's): a second copy means a remote bundles its own, which would download it
// twice and, if it were ever used, split the session into two stores.
import { sharedSingletonVersions } from '../shared-singletons.mjs';

/** @param {string} name */
function packageRootPattern(name) {
  if (name.startsWith('@portal/')) return new RegExp(`^(.*/shared/${name.slice('@portal/'.length)}/)src/`);
  return new RegExp(`^(.*/node_modules/${name.replace('/', '\\/')}/)`);
}

/**
 * @param {any[]} modules stats modules (with nested concatenated modules)
 * @param {Set<string>} paths
 */
function collectPaths(modules, paths) {
  for (const module of modules ?? []) {
    if (typeof module.nameForCondition === 'string') paths.add(module.nameForCondition);
    if (module.modules) collectPaths(module.modules, paths);
  }
  return paths;
}

/**
 * @param {import('@rspack/core').MultiStats} multiStats
 * @returns {Record<string, { copies: number, apps: string[] }>}
 */
export function countSharedCopies(multiStats) {
  /** @type {Record<string, { copies: number, apps: string[] }>} */
  const result = Object.fromEntries(Object.keys(sharedSingletonVersions).map((name) => [name, { copies: 0, apps: [] }]));
  for (const stats of multiStats.stats) {
    // The landing page's builds are not federated: the pre-render runs in Node at build time and
    // ships nothing, and the loader ships only constants (storage key names, API paths) and no library.
    if (/-landing-(loader|prerender)$/.test(String(stats.compilation.name))) continue;
    const json = stats.toJson({ all: false, modules: true, nestedModules: true });
    const paths = collectPaths(json.modules ?? [], new Set());
    for (const name of Object.keys(sharedSingletonVersions)) {
      const pattern = packageRootPattern(name);
      const roots = new Set([...paths].map((path) => pattern.exec(path)?.[1]).filter(Boolean));
      const entry = result[name];
      if (roots.size > 0 && entry) {
        entry.copies += roots.size;
        entry.apps.push(String(stats.compilation.name));
      }
    }
  }
  return result;
}
