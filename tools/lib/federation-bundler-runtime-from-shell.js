// A production remote's stand-in for @module-federation/webpack-bundler-runtime: the `federation` object
// the package's default export is (its published shape), made of the functions the shell lends
// (federation-bundler-runtime-provider.js) and this remote's own runtime wrapper, which finds this
// remote's instance by its build identifier. The object and its share scope (`S`) are this remote's own,
// as with the package: only the stateless functions are borrowed. Of the wrapper, the object carries
// what the bundler runtime calls on it (`init` when the container starts, `getRemoteEntry` for a shared
// module's fallback entry), so the rest of the wrapper and its error messages stay out of the entry.
// docs/decisions/0050-remotes-borrow-the-shells-bundler-runtime.md
import { getRemoteEntry, init } from '@module-federation/enhanced/runtime';
import { bundlerRuntimeGlobal } from './federation-bundler-runtime-global.js';

/** @type {{ bundlerRuntime: Record<string, unknown>, attachShareScopeMap: (webpackRequire: unknown) => void } | undefined} */
const lent = /** @type {Record<string, any>} */ (globalThis)[bundlerRuntimeGlobal];
if (!lent) {
  throw new Error('This remote runs inside the portal shell only: the shell lends it the federation bundler runtime.');
}

// A remote loads no other remote (experiments.optimization.disableRemote), so it takes no `remotes`.
export const bundlerRuntime = { ...lent.bundlerRuntime, remotes: undefined, S: {} };
export const attachShareScopeMap = lent.attachShareScopeMap;
export const runtime = { init, getRemoteEntry };

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
