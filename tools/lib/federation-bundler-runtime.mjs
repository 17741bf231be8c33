// @ts-check
// The federation bundler runtime every app's build embeds, taken from its published ESM entry.
// Rspack's federation plugin resolves `@module-federation/webpack-bundler-runtime` and
// `@module-federation/runtime` through Node's `require`, so the build gets their CommonJS files, which
// cannot be tree-shaken: every remote entry and the shell's start-up code then carried the whole
// `@module-federation/sdk` and error catalogue (DOM helpers, logger, manifest-snapshot and Node code;
// about 5 KB gzip a copy). Both packages also publish `./bundler` (their ES modules, for bundlers),
// whose imports of the sdk are ES modules too, so the build keeps only what the runtime calls. Both paths come from the packages'
// own `exports` maps, resolved as the plugin resolves them, so no internal file is named here.
import { createRequire } from 'node:module';

const requireFromTools = createRequire(import.meta.url);

/** The federation packages a build embeds, each published with a `./bundler` entry of ES modules. */
export const federationRuntimePackages = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'];

/**
 * Each runtime package's entries as the federation plugin resolves them: the CommonJS file it
 * imports, and the package's ES-module entry for bundlers.
 * @returns {{ name: string, commonJsEntry: string, bundlerEntry: string }[]}
 */
export function federationBundlerRuntimeEntries() {
  // As @module-federation/enhanced/rspack does: the runtime tools its plugin names as the
  // implementation, and the runtime packages resolved from there.
  const requireFromPlugin = createRequire(requireFromTools.resolve('@module-federation/enhanced/rspack'));
  const requireFromRuntimeTools = createRequire(requireFromPlugin.resolve('@module-federation/runtime-tools/bundler'));
  return federationRuntimePackages.map((name) => ({
    name,
    commonJsEntry: requireFromRuntimeTools.resolve(name),
    bundlerEntry: requireFromRuntimeTools.resolve(`${name}/bundler`),
  }));
}

/**
 * A resolve alias that sends the plugin's imports of the CommonJS entries (absolute paths, or the
 * package name that the plugin's own alias turns into one) to the packages' ES-module entries.
 * @returns {Record<string, string>}
 */
export function federationBundlerRuntimeAlias() {
  return Object.fromEntries(
    federationBundlerRuntimeEntries().map(({ commonJsEntry, bundlerEntry }) => [`${commonJsEntry}$`, bundlerEntry]),
  );
}
