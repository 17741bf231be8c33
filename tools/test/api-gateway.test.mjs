// The gateway of the portal's own server (api-gateway.mjs, docs/deploy.md): the API's paths go to one
// fixed upstream per prefix, with headers by allow-list both ways; request-targets that name another
// host are refused before anything is forwarded, and a listener standing for that other host hears nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApiGateway, forwardedFor, loggedPath } from '../lib/api-gateway.mjs';
import { isOriginForm, isPlainPath } from '../lib/request-target.mjs';
import { apiGateway, runtimeConfig } from '../lib/runtime-files.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { oddRequestTargets, sendRaw, startListener, statusOf } from '../lib/odd-requests.mjs';
import { answerPolicy } from '../lib/security-headers.mjs';

/** @param {http.Server} server */
const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;

const portalPolicy = "default-src 'self'; frame-ancestors 'none'";

describe('the request-target rules', () => {
  it('takes the origin form only: one leading slash, no backslash, no spaces or control characters', () => {
    assert.equal(isOriginForm('/member/portal/v1/claims?page=2'), true);
    assert.equal(isOriginForm('/'), true);
    for (const target of [
      '//127.0.0.1:4299/member/x',
      'http://127.0.0.1:4299/member/x',
      '127.0.0.1:4299',
      '*',
      '/\\127.0.0.1/x',
      '/a b',
      '/a\u0000',
      '',
      undefined,
    ]) {
      assert.equal(isOriginForm(target), false, String(target));
    }
  });

  it('refuses paths that climb or hide a slash, in any spelling', () => {
    assert.equal(isPlainPath('/member/portal/v1/claims'), true);
    for (const pathname of [
      '/member/../sandbox/reset',
      '/member/%2e%2e/sandbox',
      '/member/%2E./x',
      '/member/./x',
      '/member/a%2fb',
      '/member/a%5Cb',
    ]) {
      assert.equal(isPlainPath(pathname), false, pathname);
    }
  });

  it('writes no member id or query in the access log', () => {
    assert.equal(loggedPath('/member/portal/v1/members/M100001/claims'), '/member/portal/v1/members/:id/claims');
    assert.equal(forwardedFor('127.0.0.1'), 'for=127.0.0.1');
    assert.equal(forwardedFor('::1'), 'for="[::1]"');
  });
});

describe('the API gateway', () => {
  /** @type {http.Server} */
  let service;
  /** @type {http.Server} */
  let shell;
  /** @type {Awaited<ReturnType<typeof startListener>>} */
  let otherHost;
  /** @type {{ method?: string, url?: string, body: string, headers: http.IncomingHttpHeaders }[]} */
  const seen = [];
  let base = '';
  let accessLog = '';

  before(async () => {
    service = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, headers: req.headers });
        if (req.url?.includes('/slow')) return; // never answers
        res.writeHead(201, {
          'Content-Type': 'application/json',
          'Retry-After': '3',
          'X-From': 'service',
          'Set-Cookie': 'stolen=1',
          'Content-Security-Policy': "script-src 'unsafe-inline'",
          'X-Frame-Options': 'ALLOWALL',
          'Service-Worker-Allowed': '/',
          'Strict-Transport-Security': 'max-age=63072000',
          Location: 'http://127.0.0.1:4299/',
        });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise((resolve) => service.listen(0, '127.0.0.1', () => resolve(undefined)));
    otherHost = await startListener();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    accessLog = path.join(root, 'logs', 'access.log');
    const upstream = `http://127.0.0.1:${portOf(service)}`;
    shell = await startStaticServer({
      root,
      port: 0,
      spa: true,
      csp: portalPolicy,
      gateway: createApiGateway({ routes: { '/member/': upstream, '/fhir/': upstream }, key: 'k3y', accessLog, answerTimeoutMs: 500 }),
    });
    base = `http://127.0.0.1:${portOf(shell)}`;
  });
  after(() => {
    shell.close();
    service.close();
    otherHost.server.close();
  });

  it('hands an API call, its method, query and body to the service and its answer back', async () => {
    const response = await fetch(`${base}/member/portal/v1/contact?x=1`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), { ok: true });
    const last = seen.at(-1);
    assert.equal(last?.method, 'POST');
    assert.equal(last?.url, '/member/portal/v1/contact?x=1');
    assert.equal(last?.body, '{"a":1}');
    assert.equal(last?.headers.host, `127.0.0.1:${portOf(service)}`);
    const fhir = await fetch(`${base}/fhir/R4/Patient?identifier=1`);
    assert.equal(fhir.status, 201);
    assert.equal(seen.at(-1)?.url, '/fhir/R4/Patient?identifier=1');
  });

  it("sends only allowed headers upstream, with the caller's address and the gateway key", async () => {
    await fetch(`${base}/member/portal/v1/claims`, {
      headers: {
        Authorization: 'Bearer t0ken',
        'Idempotency-Key': 'abc',
        Cookie: 'session=secret',
        'X-Forwarded-For': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        'X-Portal-Gateway-Key': 'forged',
        'X-Custom': 'nope',
      },
    });
    /** @type {http.IncomingHttpHeaders} */
    const headers = seen.at(-1)?.headers ?? {};
    assert.equal(headers.authorization, 'Bearer t0ken');
    assert.equal(headers['idempotency-key'], 'abc');
    assert.equal(headers.cookie, undefined);
    assert.equal(headers['x-custom'], undefined);
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers.forwarded, 'for=127.0.0.1;proto=http');
    assert.equal(headers['x-portal-gateway-key'], 'k3y');
  });

  it("sends the security headers of an answer (not a page's) and drops the service's cookies, policies and unknown headers", async () => {
    const response = await fetch(`${base}/member/portal/v1/claims`, { redirect: 'manual' });
    assert.equal(response.headers.get('content-security-policy'), answerPolicy);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    for (const name of ['set-cookie', 'service-worker-allowed', 'strict-transport-security', 'x-from', 'location']) {
      assert.equal(response.headers.get(name), null, name);
    }
    assert.equal(response.headers.get('retry-after'), '3');
    assert.equal(response.headers.get('content-type'), 'application/json');
  });

  it('serves everything else itself: pages, and refuses paths that only climb out of the API', async () => {
    const count = seen.length;
    const page = await fetch(`${base}/member-dashboard`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>shell<\/title>/);
    const climbing = await sendRaw(portOf(shell), 'POST /member/%2e%2e/sandbox/reset HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    assert.match(climbing, /^HTTP\/1\.1 400/);
    assert.equal(seen.length, count);
  });

  it('refuses every request-target that is not origin-form, and the other host hears nothing', async () => {
    const count = seen.length;
    for (const { name, request, status } of oddRequestTargets(otherHost.port)) {
      const answer = await sendRaw(portOf(shell), request);
      assert.match(statusOf(answer), status, `${name}: ${answer.split('\r\n')[0]}`);
      assert.doesNotMatch(answer, /other-host/, name);
    }
    assert.equal(otherHost.heard.length, 0, otherHost.heard.join('\n'));
    // Only the request that merely named the other host in its Host header went on, to the fixed upstream.
    assert.deepEqual(
      seen.slice(count).map((request) => `${request.url} ${request.headers.host}`),
      [`/member/portal/v1/x 127.0.0.1:${portOf(service)}`],
    );
  });

  it('answers TRACE with 405, a service that does not answer in time with 504, one that is not there with 502', async () => {
    assert.match(await sendRaw(portOf(shell), 'TRACE /member/portal/v1/x HTTP/1.1\r\nHost: x\r\n\r\n'), /^HTTP\/1\.1 405/);
    assert.equal((await fetch(`${base}/member/portal/v1/slow`)).status, 504);
    const down = await startStaticServer({
      root: os.tmpdir(),
      port: 0,
      spa: false,
      csp: portalPolicy,
      gateway: createApiGateway({ routes: { '/member/': 'http://127.0.0.1:9' } }),
    });
    try {
      const response = await fetch(`http://127.0.0.1:${portOf(down)}/member/portal/v1/x`);
      assert.equal(response.status, 502);
      assert.equal(response.headers.get('content-security-policy'), answerPolicy);
    } finally {
      down.close();
    }
  });

  it('writes one access-log line per call, without query, token or member id', async () => {
    await fetch(`${base}/member/portal/v1/members/M100001/claims?ssn=1234`, { headers: { Authorization: 'Bearer t0ken' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = fs.readFileSync(accessLog, 'utf8');
    assert.match(log, /GET \/member\/portal\/v1\/members\/:id\/claims 201 \d+ms/);
    assert.doesNotMatch(log, /M100001|ssn|t0ken/);
  });

  it('takes only an origin as an upstream', () => {
    assert.throws(() => createApiGateway({ routes: { '/member/': 'http://127.0.0.1:4000/member' } }), /origin/);
    assert.throws(() => createApiGateway({ routes: { member: 'http://127.0.0.1:4000' } }), /prefix/);
  });
});

describe('the runtime configuration with and without the gateway', () => {
  it('points the portal at its own origin for the API and FHIR, and at the sandbox for sign-in', () => {
    const gateway = apiGateway({}, 'http://localhost:3000');
    assert.deepEqual(gateway, {
      routes: { '/member/': 'http://localhost:4000', '/fhir/': 'http://localhost:4000' },
      origin: 'http://localhost:3000',
    });
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
