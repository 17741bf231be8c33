// The bench's one-bundle build (docs/performance.md#the-bench): every remote module the route table names resolves
// to a remote's source, through the stand-in for the federation runtime.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exposedModuleSources, federationRuntimeStandIn, remoteModuleId } from '../lib/one-bundle-build.mjs';
import { loadRouteTable } from '../lib/route-table.mjs';

describe('the one-bundle build', () => {
  it('names remote modules as the shell asks the federation runtime for them', () => {
    assert.equal(remoteModuleId('mfe_claims', './ClaimsPage'), 'mfe_claims/ClaimsPage');
  });

  it('has a source file for every remote module of the route table', async () => {
    const sources = await exposedModuleSources();
    const { routes } = await loadRouteTable();
    for (const route of routes) {
      if (route.page.kind !== 'remote') continue;
      const id = remoteModuleId(route.page.remote, route.page.module);
      assert.match(sources[id] ?? '', /\/mfe-[a-z-]+\/src\/.+\.tsx?$/, id);
    }
    // The shell's bell loads the message-count feed the same way.
    assert.ok(sources['mfe_messages/MessageCountFeed']);
  });

  it('loads each remote module with a dynamic import of its own, and refuses an unknown one', async () => {
    const code = federationRuntimeStandIn(['mfe_claims/ClaimsPage', 'mfe_settings/IdCardPage']);
    assert.match(code, /"mfe_claims\/ClaimsPage": \(\) => import\("mfe_claims\/ClaimsPage"\)/);
    assert.match(code, /"mfe_settings\/IdCardPage": \(\) => import\("mfe_settings\/IdCardPage"\)/);
    assert.match(code, /export function registerRemotes\(\) \{\}/);
    assert.match(code, /export function registerPlugins\(\) \{\}/);
    assert.match(code, /export function getInstance\(\) \{\n {2}return undefined;\n\}/);
    // Run it with the imports answered by a stub, as the bundler answers them with the aliased sources.
    const runnable = code.replace(/import\(("[^"]+")\)/g, 'Promise.resolve({ id: $1 })');
    const runtime = await import(`data:text/javascript;base64,${Buffer.from(runnable).toString('base64')}`);
    assert.deepEqual(await runtime.loadRemote('mfe_claims/ClaimsPage'), { id: 'mfe_claims/ClaimsPage' });
    await assert.rejects(runtime.loadRemote('mfe_claims/Nothing'), /not a module of the one-bundle build/);
  });
});
