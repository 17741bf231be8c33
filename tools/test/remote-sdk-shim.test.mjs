// A production remote's container entry takes two names of @module-federation/sdk through a small
// module instead of the whole package (lib/federation-runtime/remote-sdk.cjs, README "Page weight").
// This fails when the federation runtime that remotes bundle starts to use another sdk export, so an
// upgrade cannot ship a remote entry whose runtime calls a name the module does not have.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { installedFederationSdkEntry, remoteFederationSdkAlias } from '../lib/create-app-config.mjs';

const require = createRequire(import.meta.url);

/** The CommonJS files of the runtime packages a remote entry bundles (runtime-core is the shell's). */
function bundledRuntimeFiles() {
  const requireFromEnhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const bundlerRuntimeDir = path.dirname(requireFromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
  const requireFromBundlerRuntime = createRequire(path.join(bundlerRuntimeDir, 'index.cjs'));
  const runtimeDir = path.dirname(requireFromBundlerRuntime.resolve('@module-federation/runtime'));
  return [bundlerRuntimeDir, runtimeDir].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => path.join(dir, file)),
  );
}

/** The sdk exports those files use, e.g. `_module_federation_sdk.decodeName`. */
function sdkNamesUsed() {
  const names = new Set();
  for (const file of bundledRuntimeFiles()) {
    const code = fs.readFileSync(file, 'utf8');
    const binding = /(?:let|const|var) (\w+) = require\("@module-federation\/sdk"\)/.exec(code)?.[1];
    if (!binding) continue;
    for (const [, name] of code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) names.add(name);
  }
  return [...names].sort();
}

/**
 * The shim's exports, its `federation-sdk-dist/...` requires resolved as the build's alias does.
 * @returns {{ decodeName: (name: string, prefix?: string) => string, ENCODE_NAME_PREFIX: string }}
 */
function loadShim() {
  const alias = remoteFederationSdkAlias();
  const shimFile = String(alias['@module-federation/sdk$']);
  const module = { exports: /** @type {any} */ ({}) };
  const shimRequire = (/** @type {string} */ request) =>
    require(request.replace(/^federation-sdk-dist\//, `${alias['federation-sdk-dist']}/`));
  new Function('require', 'module', 'exports', fs.readFileSync(shimFile, 'utf8'))(shimRequire, module, module.exports);
  return module.exports;
}

describe("a remote entry's federation sdk", () => {
  it('is asked only for the names the small module provides', () => {
    assert.deepEqual(sdkNamesUsed(), Object.keys(loadShim()).sort());
  });

  it('gives the installed sdk’s own values', () => {
    const sdk = require(installedFederationSdkEntry());
    const shim = loadShim();
    assert.equal(shim.ENCODE_NAME_PREFIX, sdk.ENCODE_NAME_PREFIX);
    const encoded = sdk.encodeName('@portal/mfe-claims', sdk.ENCODE_NAME_PREFIX);
    assert.equal(shim.decodeName(encoded, sdk.ENCODE_NAME_PREFIX), '@portal/mfe-claims');
  });
});
