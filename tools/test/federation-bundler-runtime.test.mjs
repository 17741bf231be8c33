// The federation bundler runtime comes from its published ES modules (federation-bundler-runtime.mjs),
// so a remote entry keeps only the sdk code the runtime calls. A small remote is built as the apps
// are built (the federation plugin, production mode) and its modules are read from the build's stats.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { federationBundlerRuntimeAlias, federationBundlerRuntimeEntries } from '../lib/federation-bundler-runtime.mjs';
import { buildFederationProbe } from '../lib/federation-probe-build.mjs';

/**
 * Builds a one-module remote (or a host that provides the runtime core, as the shell does) in a
 * temporary folder and lists the federation packages' files in it.
 * @param {Record<string, string>} alias
 * @param {{ host?: boolean }} [kind]
 * @returns {Promise<string[]>}
 */
async function federationFilesOfBuild(alias, { host = false } = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
  try {
    fs.writeFileSync(path.join(folder, 'card.js'), 'export default function Card() { return "card"; }\n');
    const stats = await buildFederationProbe({
      context: folder,
      name: 'probe',
      ...(host ? { entry: './card.js', federation: { shared: { react: { singleton: true } } } } : { exposes: { './Card': './card.js' } }),
      output: { path: path.join(folder, 'dist'), publicPath: 'auto' },
      resolve: { alias },
    });
    /** @type {{ name?: string, modules?: { name?: string }[] }[]} */
    const modules = stats.toJson({ modules: true, nestedModules: true }).modules ?? [];
    const names = modules.flatMap((module) => [module.name ?? '', ...(module.modules ?? []).map((inner) => inner.name ?? '')]);
    // The plugin's generated start-up module (a data: URL) names the CommonJS entry it imports.
    return [...new Set(names)].filter((name) => name.includes('@module-federation') && !name.includes('data:'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const isCommonJs = (/** @type {string} */ name) => /\.cjs\b/.test(name);

describe('the federation bundler runtime in a build', () => {
  it("names each runtime package's entries, CommonJS and ES modules, of one installed version", () => {
    const entries = federationBundlerRuntimeEntries();
    assert.deepEqual(
      entries.map(({ name }) => name),
      [
        '@module-federation/webpack-bundler-runtime',
        '@module-federation/runtime',
        '@module-federation/inject-external-runtime-core-plugin',
      ],
    );
    for (const { commonJsEntry, bundlerEntry } of entries) {
      assert.match(commonJsEntry, /\.cjs$/);
      assert.match(bundlerEntry, /\.js$/);
      assert.equal(path.dirname(commonJsEntry), path.dirname(bundlerEntry));
    }
  });

  it('takes no CommonJS file of the federation packages into a remote, so the unused sdk is left out', async () => {
    const files = await federationFilesOfBuild(federationBundlerRuntimeAlias());
    assert.ok(
      files.some((name) => name.includes('webpack-bundler-runtime')),
      files.join('\n'),
    );
    assert.deepEqual(files.filter(isCommonJs), []);
    // The sdk's manifest-snapshot and DOM helpers are what the runtime of a remote never calls.
    assert.deepEqual(
      files.filter((name) => /sdk\/dist\/(generateSnapshotFromManifest|dom)\./.test(name)),
      [],
    );
  });

  it('gives the shell one copy of the runtime core, the one it hands to the remotes', async () => {
    const files = await federationFilesOfBuild(federationBundlerRuntimeAlias(), { host: true });
    const runtimeCoreIndexes = files.filter((name) => /runtime-core\/dist\/index\.c?js$/.test(name));
    assert.equal(runtimeCoreIndexes.length, 1, runtimeCoreIndexes.join('\n'));
    assert.deepEqual(files.filter(isCommonJs), []);
  });
});
