// The production serving config (deploy/nginx/), rendered for this machine and served by Debian's nginx:
// the same headers as `pnpm start`, the same caching, and a gateway that cannot be pointed elsewhere.
// The sign-in journey through it is e2e/tests/nginx-serving.spec.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../lib/free-port.mjs';
import { apps } from '../lib/apps.mjs';
import { checkNginxConfig, fillTemplate, localDeployment, nginxTemplatesDir, renderNginxConfig, startNginx } from '../lib/nginx.mjs';
import { oddRequestTargets, sendRaw, startListener, statusOf } from '../lib/odd-requests.mjs';
import { answerHeaders, answerPolicy, documentHeaders, securityHeaders } from '../lib/security-headers.mjs';
import { contentHashed } from '../lib/static-server.mjs';

/** A built folder for every app: the files that name others, a hashed chunk, hidden bookkeeping, a map. */
function fakeBuilds() {
  const distName = `dist-nginx-test-${process.pid}`;
  for (const app of apps) {
    const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', app.dir, distName);
    fs.mkdirSync(dir, { recursive: true });
    const files = {
      'index.html': '<!doctype html><title>index</title>',
      'login.html': '<!doctype html><title>landing</title>',
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'var entry;',
      'main.0123456789.js': 'var main;',
      'main.0123456789.js.map': '{"sources":["secret.ts"]}',
      '.build-stamp': 'fingerprint',
    };
    for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  }
  return {
    distName,
    remove: () => {
      for (const app of apps)
        fs.rmSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', app.dir, distName), {
          recursive: true,
          force: true,
        });
    },
  };
}

describe('the nginx config', () => {
  it('sends exactly the security headers of pnpm start (security-headers.mjs)', () => {
    const snippet = fs.readFileSync(path.join(nginxTemplatesDir, 'snippets', 'headers.conf.template'), 'utf8');
    const config = fs.readFileSync(path.join(nginxTemplatesDir, 'portal.conf.template'), 'utf8');
    // A header whose value follows the answer's type: its map's value for a page, and for the rest.
    /** @param {string} variable */
    const mapped = (variable) => {
      const body =
        config.match(new RegExp(`^map "\\$status:\\$sent_http_content_type" \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
      const value = (/** @type {string} */ key) => body.match(new RegExp(`^\\s*${key} "([^"]*)";$`, 'm'))?.[1];
      return { page: value('"~\\*\\^\\[0-9\\]\\+:text/html"'), other: value('default') };
    };
    /** @param {'page' | 'other'} kind */
    const sentTo = (kind) =>
      Object.fromEntries(
        [...snippet.matchAll(/^add_header (\S+) (?:"([^"]*)"|\$(portal_csp|portal_permissions_policy)) always;$/gm)]
          .map((match) => [match[1], match[2] ?? mapped(/** @type {string} */ (match[3]))[kind]])
          .filter(([, value]) => value !== ''),
      );
    assert.deepEqual(sentTo('page'), securityHeaders('${PORTAL_CSP}'));
    assert.deepEqual(sentTo('other'), { ...answerHeaders });
    assert.equal(mapped('portal_permissions_policy').page, documentHeaders('')['Permissions-Policy']);
    assert.equal(mapped('portal_csp').other, answerPolicy);
    // And HSTS, from the map that sets it on HTTPS only.
    assert.match(snippet, /^add_header Strict-Transport-Security \$portal_hsts always;$/m);
  });

  it('caches for a year exactly the files pnpm start caches for a year (static-server.mjs)', () => {
    const config = fs.readFileSync(path.join(nginxTemplatesDir, 'portal.conf.template'), 'utf8');
    const immutableRule = config.match(/^\s*"~(.+)" "public, max-age=31536000, immutable";$/m)?.[1];
    assert.equal(immutableRule, contentHashed.source);
  });

  it('refuses a placeholder without a value, or a value that would break out of its line', () => {
    assert.throws(() => fillTemplate('root ${PORTAL_SHELL_ROOT};', {}), /no value/);
    assert.throws(() => fillTemplate('root ${PORTAL_SHELL_ROOT};', { PORTAL_SHELL_ROOT: '/srv; include /etc/passwd' }), /character/);
  });
});

describe('the portal served by nginx', () => {
  /** @type {http.Server} */
  let service;
  /** @type {Awaited<ReturnType<typeof startListener>>} */
  let otherHost;
  /** @type {{ url?: string, method?: string, headers: http.IncomingHttpHeaders }[]} */
  const seen = [];
  /** @type {() => void} */
  let stop = () => {};
  /** @type {ReturnType<typeof fakeBuilds>} */
  let builds;
  let shell = '';
  let remotes = '';
  let dir = '';

  before(async () => {
    service = http.createServer((req, res) => {
      seen.push({ url: req.url, method: req.method, headers: req.headers });
      req.resume();
      req.on('end', () => {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Set-Cookie': 'stolen=1',
          'Content-Security-Policy': "script-src 'unsafe-inline'",
          'X-Frame-Options': 'ALLOWALL',
          'Service-Worker-Allowed': '/',
          'Strict-Transport-Security': 'max-age=1',
          'Retry-After': '2',
        });
        res.end('{"ok":true}');
      });
    });
    await new Promise((resolve) => service.listen(0, '127.0.0.1', () => resolve(undefined)));
    otherHost = await startListener();
    builds = fakeBuilds();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-portal-'));
    const [shellPort, remotesPort] = [await freePort(), await freePort()];
    const deployment = localDeployment({
      dir,
      shellPort,
      remotesPort,
      apiUpstream: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (service.address()).port}`,
      oidcIssuer: 'http://localhost:4000/oidc',
      gatewayKey: 'k3y',
      distName: builds.distName,
    });
    renderNginxConfig(dir, deployment.values);
    stop = startNginx(dir);
    shell = `http://127.0.0.1:${shellPort}`;
    remotes = `http://127.0.0.1:${remotesPort}`;
  });
  after(() => {
    stop();
    service?.close();
    otherHost?.server.close();
    builds?.remove();
  });

  it('sends the security headers and the caching rules on documents, files and refusals', async () => {
    /** @type {[string, number, string | null][]} */
    const asks = [
      [`${shell}/login`, 200, 'no-cache'],
      [`${shell}/index.html`, 200, 'no-cache'],
      [`${shell}/medical/dashboard`, 200, 'no-cache'],
      [`${shell}/config.json`, 200, 'no-cache'],
      [`${shell}/remotes.json`, 200, 'no-cache'],
      [`${shell}/main.0123456789.js`, 200, 'public, max-age=31536000, immutable'],
      [`${shell}/missing.0123456789.js`, 404, null],
      [`${shell}/.build-stamp`, 404, null],
      [`${shell}/main.0123456789.js.map`, 404, null],
      [`${shell}/healthz`, 200, 'no-store'],
      [`${remotes}/mfe-claims/mf-manifest.json`, 200, 'no-cache'],
      [`${remotes}/mfe-claims/remoteEntry.js`, 200, 'no-cache'],
      [`${remotes}/mfe-claims/main.0123456789.js`, 200, 'public, max-age=31536000, immutable'],
      [`${remotes}/mfe-claims/main.0123456789.js.map`, 404, null],
    ];
    let pages = 0;
    let others = 0;
    for (const [url, status, cacheControl] of asks) {
      const response = await fetch(url);
      assert.equal(response.status, status, url);
      if (cacheControl) assert.equal(response.headers.get('cache-control'), cacheControl, url);
      const page = /^text\/html/.test(response.headers.get('content-type') ?? '');
      const expected = page ? securityHeaders('x') : answerHeaders;
      for (const name of Object.keys(expected).filter((header) => header !== 'Content-Security-Policy')) {
        assert.equal(response.headers.get(name), expected[/** @type {keyof typeof expected} */ (name)], `${url} ${name}`);
      }
      if (page) {
        pages += 1;
        assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self' http:\/\/localhost:\d+; /, url);
      } else {
        others += 1;
        assert.equal(response.headers.get('content-security-policy'), answerPolicy, url);
        assert.equal(response.headers.get('permissions-policy'), null, url);
      }
      assert.equal(response.headers.get('strict-transport-security'), null, url);
    }
    // Both kinds were asked.
    assert.ok(pages >= 3 && others >= 5, `${pages} pages, ${others} other answers`);
    // A page revalidated: the 304 carries no policy, so the browser keeps its copy's.
    const page = await fetch(`${shell}/medical/dashboard`);
    const revalidated = await fetch(`${shell}/medical/dashboard`, {
      headers: { 'If-Modified-Since': page.headers.get('last-modified') ?? '' },
    });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers.get('content-security-policy'), null);
    assert.equal(revalidated.headers.get('permissions-policy'), null);
    assert.equal(revalidated.headers.get('x-content-type-options'), 'nosniff');
    const landing = await fetch(`${shell}/login`);
    assert.equal(await landing.text(), '<!doctype html><title>landing</title>');
    assert.equal(
      (await fetch(`${remotes}/mfe-claims/mf-manifest.json`)).headers.get('access-control-allow-origin'),
      `http://localhost:${new URL(shell).port}`,
    );
  });

  it('reads only, outside the gateway: a POST to a page is a 405, through the gateway it reaches the API', async () => {
    assert.equal((await fetch(`${shell}/index.html`, { method: 'POST' })).status, 405);
    const write = await fetch(`${shell}/member/portal/v1/contact`, {
      method: 'PUT',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(write.status, 200);
    assert.equal(seen.at(-1)?.method, 'PUT');
    assert.equal(seen.at(-1)?.headers['content-length'], '7');
  });

  it("passes allowed headers with the caller's address and the key, and drops the upstream's security headers", async () => {
    const response = await fetch(`${shell}/fhir/R4/Patient?identifier=1`, {
      headers: {
        Authorization: 'Bearer t0ken',
        Cookie: 'a=b',
        'X-Forwarded-For': '203.0.113.9',
        'X-Portal-Gateway-Key': 'forged',
        'X-Custom': '1',
      },
    });
    assert.equal(response.status, 200);
    const url = seen.at(-1)?.url;
    /** @type {http.IncomingHttpHeaders} */
    const headers = seen.at(-1)?.headers ?? {};
    assert.equal(url, '/fhir/R4/Patient?identifier=1');
    assert.equal(headers.authorization, 'Bearer t0ken');
    assert.equal(headers.cookie, undefined);
    assert.equal(headers['x-custom'], undefined);
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-portal-gateway-key'], 'k3y');
    for (const name of ['set-cookie', 'service-worker-allowed', 'strict-transport-security'])
      assert.equal(response.headers.get(name), null, name);
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('retry-after'), '2');
    const log = fs.readFileSync(path.join(dir, 'gateway-access.log'), 'utf8');
    assert.match(log, /GET \/fhir\/R4\/Patient 200/);
    assert.doesNotMatch(log, /identifier|t0ken/);
  });

  it('refuses every request-target that is not origin-form, and the other host hears nothing', async () => {
    const count = seen.length;
    for (const origin of [shell, remotes]) {
      for (const { name, request, status, apiPath } of oddRequestTargets(otherHost.port)) {
        const answer = await sendRaw(Number(new URL(origin).port), request);
        assert.match(
          statusOf(answer),
          origin === remotes && apiPath ? /^(400|404)$/ : status,
          `${origin} ${name}: ${answer.split('\r\n')[0]}`,
        );
        assert.doesNotMatch(answer, /other-host|script-src 'unsafe-inline'/, `${origin} ${name}`);
      }
    }
    assert.deepEqual(otherHost.heard, []);
    // Only the request that named the other host in its Host header alone reached the fixed upstream.
    assert.deepEqual(
      seen.slice(count).map((request) => request.url),
      ['/member/portal/v1/x'],
    );
  });
});

describe('the nginx config for an HTTPS host', () => {
  it('passes nginx -t, and sends Strict-Transport-Security over HTTPS only', async (context) => {
    const openssl = spawnSync('openssl', ['version']);
    if (openssl.status !== 0) {
      assert.fail('openssl is needed to make a throwaway certificate');
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-tls-'));
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    assert.equal(made.status, 0);
    const tls = path.join(dir, 'tls.conf');
    fs.writeFileSync(tls, `ssl_certificate ${path.join(dir, 'cert.pem')};\nssl_certificate_key ${path.join(dir, 'key.pem')};\n`);
    const builds = fakeBuilds();
    const [shellPort, remotesPort] = [await freePort(), await freePort()];
    const deployment = localDeployment({
      dir,
      shellPort,
      remotesPort,
      apiUpstream: 'http://127.0.0.1:9',
      oidcIssuer: 'https://login.example.com/oidc',
      gatewayKey: 'k',
      distName: builds.distName,
    });
    renderNginxConfig(dir, { ...deployment.values, PORTAL_SHELL_LISTEN: `127.0.0.1:${shellPort} ssl`, PORTAL_TLS_SNIPPET: tls });
    const check = checkNginxConfig(dir);
    assert.ok(check.ok, check.output);
    const stop = startNginx(dir);
    context.after(() => {
      stop();
      builds.remove();
    });
    const hsts = await new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port: shellPort, path: '/login', rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.headers['strict-transport-security']);
        })
        .on('error', reject);
    });
    assert.equal(hsts, 'max-age=63072000; includeSubDomains');
    assert.equal(
      (await fetch(`http://127.0.0.1:${remotesPort}/mfe-claims/mf-manifest.json`)).headers.get('strict-transport-security'),
      null,
    );
  });
});
