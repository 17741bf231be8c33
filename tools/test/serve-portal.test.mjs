// The portal as `pnpm start` serves it (serve-portal.mjs; docs/deploy.md#the-serving-rules and "Deploying a
// remote"): the shell's deployment files made for this machine, its Content-Security-Policy from the
// remote registry, the API gateway in front of the sandbox, the landing page; a remote's server.
// Built folders and the sandbox are stand-ins in a temporary folder and on free ports.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../lib/free-port.mjs';
import { workspaceRoot } from '../lib/apps.mjs';
import { oddRequestTargets, sendRaw, startListener, statusOf } from '../lib/odd-requests.mjs';
import { servePortal } from '../lib/serve-portal.mjs';

/** @param {string} csp @param {string} name */
const directive = (csp, name) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the portal as pnpm start serves it', () => {
  /** @type {http.Server[]} */
  let servers = [];
  /** @type {http.Server} */
  let sandbox;
  /** @type {string[]} */
  const sandboxSaw = [];
  let shell = '';
  let claims = '';
  let sandboxOrigin = '';
  let remotesFile = '';

  before(async () => {
    sandbox = http.createServer((req, res) => {
      sandboxSaw.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"from":"sandbox"}');
    });
    await new Promise((resolve) => sandbox.listen(0, '127.0.0.1', () => resolve(undefined)));
    const sandboxPort = /** @type {import('node:net').AddressInfo} */ (sandbox.address()).port;
    sandboxOrigin = `http://localhost:${sandboxPort}`;

    // One built folder for both apps: the shell's files and a remote's.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-portal-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>index</title>');
    fs.writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>landing</title>');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var entry;');
    fs.writeFileSync(
      path.join(dist, 'remote-manifest.json'),
      JSON.stringify({ schemaVersion: 1, remote: 'mfe_claims', modules: {}, pages: [] }),
    );
    remotesFile = path.join(dist, 'deploy', 'remotes.json');

    const [shellPort, claimsPort] = [await freePort(), await freePort()];
    shell = `http://127.0.0.1:${shellPort}`;
    claims = `http://127.0.0.1:${claimsPort}`;
    servers = await servePortal({
      env: {
        PORT_SHELL: String(shellPort),
        PORT_MFE_CLAIMS: String(claimsPort),
        // The other remotes are not served here: free ports, not the defaults (another portal may run there).
        PORT_MFE_PHARMACY_PROGRAMS: String(await freePort()),
        PORT_MFE_MESSAGES: String(await freePort()),
        PORT_MFE_SETTINGS: String(await freePort()),
        PORT_MFE_REGISTRATION: String(await freePort()),
        PORT_SANDBOX: String(sandboxPort),
        PORTAL_REMOTES_FILE: remotesFile,
        PORTAL_CHAT_URL: 'off',
      },
      only: ['shell', 'mfe-claims'],
      // Both apps' folders are one level below the workspace, so one relative path reaches the stand-in.
      distName: path.relative(path.join(workspaceRoot, 'shell'), dist),
      log: () => undefined,
    });
  });
  after(() => {
    for (const server of servers) server.close();
    sandbox.close();
  });

  it("serves config.json pointing the API and FHIR at the portal's own origin and sign-in at the sandbox", async () => {
    const response = await fetch(`${shell}/config.json`);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const config = await response.json();
    const shellOrigin = shell.replace('127.0.0.1', 'localhost');
    assert.equal(config.memberApiBaseUrl, `${shellOrigin}/member/portal/v1`);
    assert.equal(config.fhirBaseUrl, `${shellOrigin}/fhir/R4`);
    assert.equal(config.oidcIssuer, `${sandboxOrigin}/oidc`);
    assert.equal(config.chat, undefined);
  });

  it('hands /member/ and /fhir/ to the sandbox, and nothing else', async () => {
    const answer = await fetch(`${shell}/member/portal/v1/memberships?x=1`);
    assert.deepEqual(await answer.json(), { from: 'sandbox' });
    assert.equal(sandboxSaw.at(-1), 'GET /member/portal/v1/memberships?x=1');
    await fetch(`${shell}/fhir/R4/Coverage`, { method: 'POST', body: '{}' });
    assert.equal(sandboxSaw.at(-1), 'POST /fhir/R4/Coverage');
    const seen = sandboxSaw.length;
    assert.equal(await (await fetch(`${shell}/claims`)).text(), '<!doctype html><title>index</title>');
    assert.equal((await fetch(`${shell}/oidc/auth`, { method: 'POST' })).status, 405);
    assert.equal(sandboxSaw.length, seen);
  });

  it('refuses request-targets that name another host, on the shell and a remote: that host hears nothing', async () => {
    const otherHost = await startListener();
    try {
      for (const origin of [shell, claims]) {
        const port = Number(new URL(origin).port);
        for (const { name, request, status, apiPath } of oddRequestTargets(otherHost.port)) {
          const answer = await sendRaw(port, request);
          // A remote's server has no gateway: an API path is a missing file there, or climbs out of it.
          assert.match(
            statusOf(answer),
            origin === claims && apiPath ? /^(400|404)$/ : status,
            `${origin} ${name}: ${answer.split('\r\n')[0]}`,
          );
          assert.doesNotMatch(answer, /other-host|script-src 'unsafe-inline'/, `${origin} ${name}`);
        }
      }
      assert.deepEqual(otherHost.heard, []);
    } finally {
      otherHost.server.close();
    }
  });

  it("serves remotes.json with each reachable remote's manifest inline, and /login as the landing page", async () => {
    const registry = await (await fetch(`${shell}/remotes.json`)).json();
    assert.deepEqual(registry.remotes.mfe_claims.remoteManifest, { schemaVersion: 1, remote: 'mfe_claims', modules: {}, pages: [] });
    // Not served in this test: sent without a manifest, for the shell to read (and report) itself.
    assert.equal(registry.remotes.mfe_messages.remoteManifest, undefined);
    assert.equal(await (await fetch(`${shell}/login`)).text(), '<!doctype html><title>landing</title>');
  });

  it("builds the shell's policy from the registry: scripts from the remotes only, calls to the services, sign-in forms to the sandbox", async () => {
    const csp = (await fetch(`${shell}/index.html`)).headers.get('content-security-policy') ?? '';
    const claimsOrigin = claims.replace('127.0.0.1', 'localhost');
    assert.ok(directive(csp, 'script-src').includes(claimsOrigin), csp);
    assert.ok(!directive(csp, 'script-src').includes(sandboxOrigin), csp);
    assert.ok(directive(csp, 'connect-src').includes(sandboxOrigin), csp);
    assert.deepEqual(directive(csp, 'form-action'), ["'self'", sandboxOrigin]);
    // Not a QA build: no remote may be pointed at another build on this machine.
    assert.ok(!csp.includes('localhost:*'), csp);
    assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
  });

  it('follows an edit of PORTAL_REMOTES_FILE at once: remotes.json and the policy', async () => {
    const deployed = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
    const elsewhere = `http://127.0.0.1:${await freePort()}`;
    deployed.remotes.mfe_claims = { manifest: `${elsewhere}/claims/mf-manifest.json`, version: '9.9.9' };
    fs.writeFileSync(remotesFile, JSON.stringify(deployed));
    const registry = await (await fetch(`${shell}/remotes.json`)).json();
    assert.equal(registry.remotes.mfe_claims.manifest, `${elsewhere}/claims/mf-manifest.json`);
    const csp = (await fetch(`${shell}/index.html`)).headers.get('content-security-policy') ?? '';
    assert.ok(directive(csp, 'script-src').includes(elsewhere), csp);
    // A file that is not a registry (half written) is sent as it is; the policy keeps this machine's origins.
    fs.writeFileSync(remotesFile, '{ "remotes": ');
    assert.equal(await (await fetch(`${shell}/remotes.json`)).text(), '{ "remotes": ');
    assert.ok(
      directive((await fetch(`${shell}/index.html`)).headers.get('content-security-policy') ?? '', 'script-src').includes(
        claims.replace('127.0.0.1', 'localhost'),
      ),
    );
  });

  it('serves a remote with CORS for the shell, no-cache manifests and no page fallback', async () => {
    const entry = await fetch(`${claims}/remoteEntry.js`);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('x-frame-options'), 'DENY');
    assert.equal((await fetch(`${claims}/remote-manifest.json`)).headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${claims}/claims`)).status, 404);
    // Only the shell is a gateway.
    assert.equal((await fetch(`${claims}/member/portal/v1/memberships`)).status, 404);
  });
});
