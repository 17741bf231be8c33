// @ts-check
// The federation runtime every app's build embeds, taken from its published ES modules. Rspack's
// federation plugin resolves `@module-federation/webpack-bundler-runtime`, `@module-federation/runtime`
// and the shell's runtime plugin that hands the runtime core to the remotes through Node's `require`,
// so the build got their CommonJS files. Those cannot be tree-shaken (every remote entry carried the
// whole `@module-federation/sdk` and error catalogue: DOM helpers, logger, manifest-snapshot and Node
// code, about 6 KB gzip a copy), and where another part of the runtime imports the same package as an
// ES module the build would hold two copies of it. Each package's `import` entry (its exports map) is
// used instead, so the build keeps one copy and only what the runtime calls. The paths come from the
// packages' own `package.json` exports, resolved as the plugin resolves them; no internal file is named.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { FederationContainerStartupPlugin } from './federation-container-startup.mjs';

const requireFromTools = createRequire(import.meta.url);

/**
 * The federation packages whose CommonJS entry the plugin imports: the bundler runtime and the runtime
 * (every app), and the runtime-core provider plugin (the shell, experiments.provideExternalRuntime).
 */
export const federationRuntimePackages = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * The ES-module entry a package's exports map gives to `import`.
 * @param {string} commonJsEntry the file `require` resolved, inside the package
 * @param {string} name
 */
function esModuleEntry(commonJsEntry, name) {
  let folder = path.dirname(commonJsEntry);
  while (
    !fs.existsSync(path.join(folder, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).name !== name
  ) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json of ${name} above ${commonJsEntry}`);
    folder = parent;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : entry?.default;
  if (typeof file !== 'string') throw new Error(`${name} publishes no ES-module entry`);
  return path.join(folder, file);
}

/**
 * Each runtime package's entries as the federation plugins resolve them: the CommonJS file imported,
 * and the package's ES-module entry.
 * @returns {{ name: string, commonJsEntry: string, bundlerEntry: string }[]}
 */
export function federationBundlerRuntimeEntries() {
  // As @module-federation/enhanced/rspack does: the runtime tools its plugin names as the
  // implementation, and the runtime packages resolved from there; the provider plugin from the plugin.
  const pluginEntry = requireFromTools.resolve('@module-federation/enhanced/rspack');
  const requireFromPlugin = createRequire(pluginEntry);
  const requireFromRuntimeTools = createRequire(requireFromPlugin.resolve('@module-federation/runtime-tools/bundler'));
  const requireFromRspackPlugin = createRequire(requireFromPlugin.resolve('@module-federation/rspack'));
  return federationRuntimePackages.map((name) => {
    const from = name.endsWith('-plugin') ? requireFromRspackPlugin : requireFromRuntimeTools;
    const commonJsEntry = from.resolve(name);
    return { name, commonJsEntry, bundlerEntry: esModuleEntry(commonJsEntry, name) };
  });
}

/** A production remote's stand-in for the bundler runtime package, made of what the shell lends. */
const bundlerRuntimeFromShell = path.join(import.meta.dirname, 'federation-bundler-runtime-from-shell.js');

/**
 * The shell's production build lends its federation bundler runtime to the remotes, as it lends the
 * runtime core (docs/decisions/0050-remotes-borrow-the-shells-bundler-runtime.md): its runtime plugin
 * puts the functions where the remotes' stand-in (the alias with `borrowBundlerRuntime`) finds them.
 */
export const bundlerRuntimeLending = Object.freeze({
  /** The federation plugin's `runtimePlugins` for the shell. */
  shellRuntimePlugins: [path.join(import.meta.dirname, 'federation-bundler-runtime-provider.js')],
  /**
   * The shell's copy keeps initContainerEntry, which a remote's container calls and the package leaves
   * out of a build that exposes nothing (FEDERATION_HAS_EXPOSES, which the federation plugin also
   * defines: these plugins go before it, because the first definition is the one a build uses).
   */
  /**
   * The shell also lends its container start-up code (federation-container-startup.mjs), which a
   * remote's entry then calls instead of carrying a copy (remotePlugins).
   */
  shellPlugins: () => [new rspack.DefinePlugin({ FEDERATION_HAS_EXPOSES: 'true' }), new FederationContainerStartupPlugin({ role: 'lend' })],
  /** A production remote's plugins: its container start-up code is the shell's. */
  remotePlugins: () => [new FederationContainerStartupPlugin({ role: 'borrow' })],
});

/**
 * A resolve alias that sends the plugins' imports of the CommonJS entries (absolute paths, or the
 * package name that the plugin's own alias turns into one) to the packages' ES-module entries; the
 * same entries under their package names, for the lending plugin and the stand-in. With `borrowBundlerRuntime` (a
 * production remote) the bundler runtime package is the stand-in that borrows the shell's.
 * @param {{ borrowBundlerRuntime?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function federationBundlerRuntimeAlias({ borrowBundlerRuntime = false } = {}) {
  return Object.fromEntries(
    federationBundlerRuntimeEntries().flatMap(({ name, commonJsEntry, bundlerEntry }) => {
      const target = borrowBundlerRuntime && name === '@module-federation/webpack-bundler-runtime' ? bundlerRuntimeFromShell : bundlerEntry;
      return [
        [`${commonJsEntry}$`, target],
        [`${name}$`, bundlerEntry],
      ];
    }),
  );
}
