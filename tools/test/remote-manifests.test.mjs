// Each remote's manifest at build time (tools/lib/remote-manifests.mjs, docs/remote-manifest.md):
// read from src/remote-manifest.ts, validated with the shell's own validator plus the source files,
// turned into exposes; an invalid one fails the build.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apps } from '../lib/apps.mjs';
import { createAppConfig, createRemoteConfig } from '../lib/create-app-config.mjs';
import { exposesOf, manifestProblems, readAllRemoteManifests, readRemoteManifest } from '../lib/remote-manifests.mjs';

describe("the remotes' manifests at build time", () => {
  it('reads a valid manifest for every remote, named as the remote is federated', async () => {
    const manifests = await readAllRemoteManifests();
    assert.deepEqual(
      manifests.map((manifest) => manifest.remote),
      apps.filter((app) => app.kind === 'remote').map((app) => app.federationName),
    );
  });

  it("generates a remote's exposes from its manifest's modules, and publishes the manifest beside mf-manifest.json", async () => {
    const manifest = await readRemoteManifest('mfe-messages');
    assert.deepEqual(exposesOf(manifest), manifest.modules);
    assert.ok(manifest.pages.every((page) => page.module in manifest.modules));
    const config = createAppConfig({ appDir: 'mfe-messages', mode: 'production', manifest });
    assert.ok(config.plugins?.some((plugin) => plugin?.constructor?.name === 'RemoteManifestPlugin'));
  });

  it("gives a remote's chunk loading the shell's remote load deadline (15 s), so a chunk the shell gave up on is asked for afresh on Retry", async () => {
    const config = await createRemoteConfig({ appDir: 'mfe-claims', mode: 'production' });
    assert.equal(config.output?.chunkLoadTimeout, 15_000);
    assert.equal(createAppConfig({ appDir: 'shell', mode: 'production' }).output?.chunkLoadTimeout, undefined);
  });

  it('finds what makes a manifest invalid: an invented rule, a module with no source, another name', async () => {
    const manifest = await readRemoteManifest('mfe-settings');
    assert.deepEqual(
      await manifestProblems(
        { ...manifest, pages: [{ ...manifest.pages[0], rightsKey: 'anything' }, ...manifest.pages.slice(1)] },
        'mfe-settings',
      ),
      ['pages[0]: "rightsKey" must be a SPEC rights key'],
    );
    assert.deepEqual(
      await manifestProblems({ ...manifest, modules: { ...manifest.modules, './Gone': './src/gone.tsx' } }, 'mfe-settings'),
      ['modules: ./Gone names ./src/gone.tsx, which does not exist'],
    );
    assert.deepEqual(await manifestProblems(manifest, 'mfe-claims'), ['"remote" is "mfe_settings", remotes.json names "mfe_claims"']);
  });
});

describe("remotes.json as the shell's server sends it", () => {
  it("carries each remote's manifest inline, read beside its mf-manifest.json; leaves out one it cannot read", async () => {
    const { withRemoteManifests } = await import('../lib/serve-portal.mjs');
    const http = await import('node:http');
    const manifest = { schemaVersion: 1, remote: 'mfe_a', modules: {}, pages: [] };
    const server = http.createServer((req, res) => {
      if (req.url === '/a/remote-manifest.json') res.end(JSON.stringify(manifest));
      else res.writeHead(404).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    try {
      const registry = {
        remotes: {
          mfe_a: { manifest: `http://127.0.0.1:${port}/a/mf-manifest.json`, version: '1' },
          mfe_b: { manifest: `http://127.0.0.1:${port}/b/mf-manifest.json`, version: '1' },
        },
      };
      const served = JSON.parse(await withRemoteManifests(JSON.stringify(registry)));
      assert.deepEqual(served.remotes.mfe_a, { ...registry.remotes.mfe_a, remoteManifest: manifest });
      assert.deepEqual(served.remotes.mfe_b, registry.remotes.mfe_b);
      assert.equal(await withRemoteManifests('not json'), 'not json');
    } finally {
      server.close();
    }
  });
});
