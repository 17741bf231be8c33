// The federation plugin's `shared` option (shared-singletons.mjs): one copy of each library, strict in
// production remotes, and the shell's start-up libraries in its main bundle.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { federationShared, sharedSingletonVersions, shellEagerLibraries } from '../lib/shared-singletons.mjs';

describe('the shared singletons', () => {
  it('bundles the eager libraries, with their subpaths, into the build that asks for them, and nothing else', () => {
    const shared = federationShared({ bundleFallback: true, eager: shellEagerLibraries });
    const eagerKeys = Object.keys(shared).filter((key) => shared[key]?.eager);
    assert.deepEqual(eagerKeys.sort(), ['axios', 'react', 'react-dom', 'react-dom/', 'react/', 'zustand', 'zustand/']);
    assert.equal(shared['@portal/ui']?.eager, undefined);
    assert.equal(shared.luxon?.eager, undefined);
  });

  it('makes nothing eager in a build that takes the libraries from the shell', () => {
    const shared = federationShared({ bundleFallback: false, eager: shellEagerLibraries });
    assert.deepEqual(
      Object.keys(shared).filter((key) => shared[key]?.eager),
      [],
    );
    for (const name of Object.keys(sharedSingletonVersions)) {
      assert.deepEqual(
        { import: shared[name]?.import, strictVersion: shared[name]?.strictVersion },
        { import: false, strictVersion: true },
        name,
      );
    }
  });

  it('names only libraries that are shared', () => {
    for (const name of shellEagerLibraries) assert.ok(name in sharedSingletonVersions, name);
  });
});
