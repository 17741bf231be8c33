// The gateway `pnpm start` puts in front of the sandbox (runtime-files.mjs apiGateway, README "Hosting
// rules"): the shell's server hands the API's paths, and only those, to the service behind it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiGateway, runtimeConfig } from '../lib/runtime-files.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

/** @param {http.Server} server */
const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;

describe('the API gateway', () => {
  /** @type {http.Server} */
  let service;
  /** @type {http.Server} */
  let shell;
  /** @type {{ method?: string, url?: string, body: string, host?: string }[]} */
  const seen = [];
  let base = '';

  before(async () => {
    service = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, host: req.headers.host });
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-From': 'service' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise((resolve) => service.listen(0, '127.0.0.1', () => resolve(undefined)));
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    shell = await startStaticServer({
      root,
      port: 0,
      spa: true,
      csp: "default-src 'self'",
      gateway: { prefixes: ['/member/', '/fhir/'], target: `http://127.0.0.1:${portOf(service)}` },
    });
    base = `http://127.0.0.1:${portOf(shell)}`;
  });
  after(() => {
    shell.close();
    service.close();
  });

  it('hands an API call, its method, query and body to the service and its answer back', async () => {
    const response = await fetch(`${base}/member/portal/v1/contact?x=1`, { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-from'), 'service');
    assert.deepEqual(await response.json(), { ok: true });
    assert.deepEqual(seen.at(-1), { method: 'POST', url: '/member/portal/v1/contact?x=1', body: '{"a":1}', host: `127.0.0.1:${portOf(service)}` });
    const fhir = await fetch(`${base}/fhir/R4/Patient?identifier=1`);
    assert.equal(fhir.status, 201);
    assert.equal(seen.at(-1)?.url, '/fhir/R4/Patient?identifier=1');
  });

  it('serves everything else itself: pages, and paths that only climb out of the API', async () => {
    const count = seen.length;
    const page = await fetch(`${base}/member-dashboard`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>shell<\/title>/);
    const climbing = await fetch(`${base}/member/%2e%2e/sandbox/reset`, { method: 'POST' });
    assert.equal(climbing.status, 405);
    assert.equal(seen.length, count);
  });

  it('answers 502 when the service is not there', async () => {
    const down = await startStaticServer({ root: os.tmpdir(), port: 0, spa: false, csp: "default-src 'self'", gateway: { prefixes: ['/member/'], target: 'http://127.0.0.1:9' } });
    try {
      const response = await fetch(`http://127.0.0.1:${portOf(down)}/member/portal/v1/x`);
      assert.equal(response.status, 502);
    } finally {
      down.close();
    }
  });
});

describe('the runtime configuration with and without the gateway', () => {
  it('points the portal at its own origin for the API and FHIR, and at the sandbox for sign-in', () => {
    const gateway = apiGateway({}, 'http://localhost:3000');
    assert.deepEqual(gateway, { prefixes: ['/member/', '/fhir/'], target: 'http://localhost:4000', origin: 'http://localhost:3000' });
    const config = runtimeConfig({ env: {}, apiOrigin: gateway?.origin });
    assert.equal(config.memberApiBaseUrl, 'http://localhost:3000/member/portal/v1');
    assert.equal(config.fhirBaseUrl, 'http://localhost:3000/fhir/R4');
    assert.equal(config.oidcIssuer, 'http://localhost:4000/oidc');
  });

  it('is off when the API is elsewhere or it is turned off', () => {
    assert.equal(apiGateway({ PORTAL_MEMBER_API_URL: 'https://api.example.com/member/portal/v1' }, 'http://localhost:3000'), null);
    assert.equal(apiGateway({ PORTAL_FHIR_URL: 'https://fhir.example.com/R4' }, 'http://localhost:3000'), null);
    assert.equal(apiGateway({ PORTAL_API_GATEWAY: 'off' }, 'http://localhost:3000'), null);
    assert.equal(runtimeConfig({ env: {} }).memberApiBaseUrl, 'http://localhost:4000/member/portal/v1');
  });
});
