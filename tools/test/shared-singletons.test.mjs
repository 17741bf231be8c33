// The federation plugin's `shared` option (shared-singletons.mjs): one copy of each library, strict in
// production remotes, and the shell's start-up libraries in its main bundle.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { federationShared, sharedSingletonVersions, shellEagerLibraries } from '../lib/shared-singletons.mjs';

describe('the shared singletons', () => {
  it('bundles the eager libraries, and the subpaths it names, into the build that asks for them, and nothing else', () => {
    const shared = federationShared({ bundleFallback: true, eager: shellEagerLibraries });
    const eagerKeys = Object.keys(shared).filter((key) => shared[key]?.eager);
    assert.deepEqual(eagerKeys.sort(), [...shellEagerLibraries].sort());
    // The kit's entry points (dates, tables, dialogs), the forms and the libraries behind them load with
    // the pages that use them.
    for (const lazy of ['@portal/ui/', '@portal/forms', '@portal/forms/', 'luxon', 'formik', 'yup', 'dompurify'])
      assert.equal(shared[lazy]?.eager, undefined, lazy);
  });

  it('makes a subpath entry eager only when it is named', () => {
    // An eager module that imports a shared module that is not eager stops the start-up (the runtime's
    // RUNTIME-006), so the list names the subpaths the eager entries import (the API client's error messages).
    const shared = federationShared({ bundleFallback: true, eager: ['@portal/api-client'] });
    assert.equal(shared['@portal/api-client']?.eager, true);
    assert.equal(shared['@portal/api-client/']?.eager, undefined);
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

  it('names only libraries that are shared, and subpaths of them', () => {
    for (const name of shellEagerLibraries) assert.ok(name.replace(/\/$/, '') in sharedSingletonVersions, name);
  });
});
