// The shell's federation runtime plugin that lends its bundler runtime to the remotes, as
// @module-federation/inject-external-runtime-core-plugin lends the runtime core: a production remote
// entry builds its `federation` object from these functions (federation-bundler-runtime-from-shell.js)
// instead of carrying its own copy, about 5 KB gzip an entry. Only the package's published exports are
// used. docs/decisions/0050-remotes-borrow-the-shells-bundler-runtime.md says why and what it costs.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { bundlerRuntimeGlobal } from './federation-bundler-runtime-global.js';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'portal-provide-bundler-runtime',
    /** @template T @param {T} args */
    beforeInit(args) {
      /** @type {Record<string, unknown>} */ (globalThis)[bundlerRuntimeGlobal] ??= Object.freeze({ bundlerRuntime, attachShareScopeMap });
      return args;
    },
  };
}
