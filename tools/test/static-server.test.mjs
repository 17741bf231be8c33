// The serving rules of `pnpm start` (static-server.mjs, security-headers.mjs; docs/deploy.md#the-serving-rules,
// docs/decisions/0013-static-hosting-like-production.md): what a CDN or nginx in front of a built app must do the same way.
// The API gateway's own rules are in api-gateway.test.mjs, the whole portal as `pnpm start` serves it
// in serve-portal.test.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { answerHeaders, answerPolicy, contentSecurityPolicy, securityHeaders } from '../lib/security-headers.mjs';
import { cacheControlFor, isHiddenPath, startStaticServer } from '../lib/static-server.mjs';

/** @param {import('node:http').Server} server */
const baseOf = (server) => `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

const immutable = 'public, max-age=31536000, immutable';
const policy = "default-src 'self'; frame-ancestors 'none'";

/** A built app's folder: the files that name other files, content-hashed ones, the landing page, hidden bookkeeping. */
function builtApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const files = {
    'index.html': '<!doctype html><title>index</title>',
    'login.html': '<!doctype html><title>landing</title>',
    'mf-manifest.json': '{"name":"app"}',
    'remote-manifest.json': '{"schemaVersion":1}',
    'remoteEntry.js': 'var entry;',
    'main.0123456789.js': 'var main;',
    'main.0123456789.js.map': '{"sources":["secret.ts"]}',
    'styles.abcdef0123.css': 'body{}',
    'logo.svg': '<svg/>',
    '.build-stamp': 'fingerprint',
    'assets/.secret': 'hidden',
    'assets/icon.0a1b2c3d4e.png': 'png',
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  fs.writeFileSync(path.join(root, 'main.0123456789.js.gz'), zlib.gzipSync('var main;'));
  return root;
}

/**
 * The headers of every answer; a page (an HTML answer) with the portal's policy and Permissions-Policy,
 * any other answer with the short policy and no Permissions-Policy.
 * @param {Response} response
 */
function assertSecurityHeaders(response, csp = policy) {
  const page = /^text\/html/.test(response.headers.get('content-type') ?? '');
  assert.equal(response.headers.get('content-security-policy'), page ? csp : answerPolicy, response.url);
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  if (page) assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  else assert.equal(response.headers.get('permissions-policy'), null, response.url);
}

describe('caching rules', () => {
  it('sends no-cache for every file that names other files', () => {
    for (const file of ['/index.html', '/remotes.json', '/config.json', '/mf-manifest.json', '/remote-manifest.json', '/remoteEntry.js']) {
      assert.equal(cacheControlFor(file), 'no-cache', file);
    }
  });

  it('caches content-hashed files for a year, immutable, in any folder', () => {
    for (const file of [
      '/main.0123456789.js',
      '/styles.abcdef0123.css',
      '/assets/icon.0a1b2c3d4e.png',
      '/__federation_expose_ClaimsPage.89abcdef01.js',
    ]) {
      assert.equal(cacheControlFor(file), immutable, file);
    }
  });

  it('revalidates anything else: unhashed files, short or non-hex hashes, pages', () => {
    for (const file of ['/logo.svg', '/main.js', '/main.01234.js', '/main.0123456789X.js', '/main.ghijklmnop.js', '/claims', '/']) {
      assert.equal(cacheControlFor(file), 'no-cache', file);
    }
  });
});

describe('hidden paths', () => {
  it('finds a hidden file or folder in any segment, percent-encoded too', () => {
    for (const hidden of ['/.build-stamp', '/assets/.secret', '/.git/config', '/%2ebuild-stamp', '/assets/%2Esecret'])
      assert.equal(isHiddenPath(hidden), true, hidden);
    for (const visible of ['/index.html', '/assets/icon.0a1b2c3d4e.png', '/a.b/c', '/%zz'])
      assert.equal(isHiddenPath(visible), false, visible);
  });
});

describe('the security headers', () => {
  it('allows scripts only from the portal’s origins: no inline script, no eval, no framing', () => {
    const csp = contentSecurityPolicy({
      scriptOrigins: ['http://localhost:3001'],
      connectOrigins: ['http://localhost:4000', 'http://chat.example.com'],
      formOrigins: ['http://localhost:4000'],
    });
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    // Scripts only from where the portal's code is: never from the services it calls.
    assert.deepEqual(directives['script-src'], ["'self'", 'http://localhost:3001']);
    // Inline styles only (the dialog library's scroll lock), never inline or eval'd scripts.
    assert.ok(directives['style-src']?.includes("'unsafe-inline'"));
    assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/);
    assert.doesNotMatch(csp, /'unsafe-eval'/);
    // Each origin once.
    assert.deepEqual(directives['connect-src'], ["'self'", 'http://localhost:3001', 'http://localhost:4000', 'http://chat.example.com']);
    assert.deepEqual(directives['form-action'], ["'self'", 'http://localhost:4000']);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'self'"]);
    assert.deepEqual(directives['default-src'], ["'self'"]);
  });

  it('sends a page the portal’s policy, every other answer a policy under which nothing runs', () => {
    assert.equal(securityHeaders(policy)['Content-Security-Policy'], policy);
    assert.equal(answerHeaders['Content-Security-Policy'], answerPolicy);
    assert.equal(answerPolicy, "default-src 'none'; frame-ancestors 'none'");
    assert.equal('Permissions-Policy' in answerHeaders, false);
    assert.deepEqual(Object.keys(securityHeaders(policy)).sort(), [
      'Content-Security-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
  });
});

describe("the shell's server (single-page app)", () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let registryReads = 0;

  before(async () => {
    server = await startStaticServer({
      root: builtApp(),
      port: 0,
      spa: true,
      csp: policy,
      documents: { '/login': 'login.html' },
      generated: {
        '/remotes.json': () => {
          registryReads += 1;
          return JSON.stringify({ remotes: {}, read: registryReads });
        },
        '/config.json': async () => '{"environment":"test"}',
        '/large.json': () => JSON.stringify({ remotes: Array.from({ length: 200 }, (_, index) => ({ name: `remote_${index}` })) }),
        '/broken.json': () => {
          throw new Error('being replaced');
        },
      },
    });
    base = baseOf(server);
  });
  after(() => server.close());

  it('serves index.html, the manifests and remoteEntry.js with no-cache', async () => {
    for (const file of ['/index.html', '/mf-manifest.json', '/remote-manifest.json', '/remoteEntry.js']) {
      const response = await fetch(`${base}${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
      assertSecurityHeaders(response);
    }
  });

  it('serves content-hashed files as immutable, pre-compressed when the browser takes gzip', async () => {
    const response = await fetch(`${base}/main.0123456789.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), immutable);
    assert.equal(await response.text(), 'var main;');
    const raw = await new Promise((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${base}/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (answer) => {
          answer.resume();
          resolve(answer.headers);
        }).on('error', reject),
      );
    });
    assert.equal(/** @type {import('node:http').IncomingHttpHeaders} */ (raw)['content-encoding'], 'gzip');
  });

  it('makes remotes.json and config.json on every request, no-cache; a file it cannot make is a 503', async () => {
    const first = await fetch(`${base}/remotes.json`);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    assert.match(first.headers.get('content-type') ?? '', /^application\/json/);
    assertSecurityHeaders(first);
    const second = await fetch(`${base}/remotes.json`);
    assert.equal((await second.json()).read, (await first.json()).read + 1);
    assert.deepEqual(await (await fetch(`${base}/config.json`)).json(), { environment: 'test' });
    const broken = await fetch(`${base}/broken.json`);
    assert.equal(broken.status, 503);
    assert.equal(broken.headers.get('retry-after'), '1');
  });

  it('sends a generated file of 1 KB or more gzip-compressed to a browser that takes gzip, and as it is otherwise', async () => {
    /** @param {string} file @param {string | undefined} acceptEncoding */
    const raw = (file, acceptEncoding) =>
      new Promise((resolve, reject) => {
        import('node:http').then(({ get }) =>
          get(`${base}${file}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (answer) => {
            /** @type {Buffer[]} */
            const parts = [];
            answer.on('data', (part) => parts.push(part));
            answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(parts) }));
          }).on('error', reject),
        );
      });
    const compressed = /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }} */ (
      await raw('/large.json', 'gzip, deflate, br')
    );
    assert.equal(compressed.headers['content-encoding'], 'gzip');
    assert.equal(compressed.headers.vary, 'Accept-Encoding');
    assert.equal(JSON.parse(zlib.gunzipSync(compressed.body).toString()).remotes.length, 200);
    for (const refused of [undefined, 'identity', 'gzip;q=0, br']) {
      const plain = /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }} */ (await raw('/large.json', refused));
      assert.equal(plain.headers['content-encoding'], undefined, String(refused));
      assert.equal(JSON.parse(plain.body.toString()).remotes.length, 200, String(refused));
    }
    // config.json is a few bytes: not worth compressing.
    const small = /** @type {{ headers: import('node:http').IncomingHttpHeaders }} */ (await raw('/config.json', 'gzip'));
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it('falls back to index.html for page paths, with no-cache', async () => {
    for (const page of ['/', '/claims', '/claim-details/123', '/admin/accounts/x/audit?tab=2']) {
      const response = await fetch(`${base}${page}`);
      assert.equal(response.status, 200, page);
      assert.equal(await response.text(), '<!doctype html><title>index</title>', page);
      assert.equal(response.headers.get('cache-control'), 'no-cache', page);
      assertSecurityHeaders(response);
    }
  });

  it('revalidates a page with a 304 that carries no policy, so the browser keeps its copy’s', async () => {
    const page = await fetch(`${base}/claims`);
    const etag = page.headers.get('etag') ?? '';
    assert.ok(etag);
    const again = await fetch(`${base}/claims`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('content-security-policy'), null);
    assert.equal(again.headers.get('permissions-policy'), null);
    assert.equal(again.headers.get('x-content-type-options'), 'nosniff');
  });

  it('serves /login as the pre-rendered landing page, whatever the query', async () => {
    for (const page of ['/login', '/login?reason=timeout']) {
      const response = await fetch(`${base}${page}`);
      assert.equal(await response.text(), '<!doctype html><title>landing</title>', page);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
    }
  });

  it('answers a missing file with a 404, never the page', async () => {
    for (const file of ['/missing.0123456789.js', '/missing.js', '/assets/missing.png']) {
      const response = await fetch(`${base}${file}`);
      assert.equal(response.status, 404, file);
      assert.equal(await response.text(), 'Not found');
      assertSecurityHeaders(response);
    }
  });

  it('refuses hidden files, percent-encoded or in a folder', async () => {
    for (const file of ['/.build-stamp', '/%2ebuild-stamp', '/assets/.secret', '/assets/%2Esecret']) {
      const response = await fetch(`${base}${file}`);
      assert.equal(response.status, 404, file);
      assert.doesNotMatch(await response.text(), /fingerprint|hidden/);
    }
  });

  it('reads only: other methods are a 405, OPTIONS a 204, HEAD the headers of GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${base}/index.html`, { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
      assertSecurityHeaders(response);
    }
    const options = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    assert.equal(options.status, 204);
    assert.equal(options.headers.get('allow'), 'GET, HEAD, OPTIONS');
    const head = await fetch(`${base}/main.0123456789.js`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('cache-control'), immutable);
  });

  it('answers /healthz itself, never with the page, and serves no source map', async () => {
    const health = await fetch(`${base}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(await health.text(), 'ok');
    assert.equal(health.headers.get('cache-control'), 'no-store');
    assertSecurityHeaders(health);
    assert.equal((await fetch(`${base}/main.0123456789.js.map`)).status, 404);
  });

  it('sends no CORS header: the shell’s files are its own', async () => {
    assert.equal((await fetch(`${base}/index.html`)).headers.get('access-control-allow-origin'), null);
  });
});

describe("a remote's server", () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  let policyVersion = 1;

  before(async () => {
    server = await startStaticServer({
      root: builtApp(),
      port: 0,
      spa: false,
      cors: true,
      csp: () => `default-src 'self'; report-version-${policyVersion}`,
    });
    base = baseOf(server);
  });
  after(() => server.close());

  it('lets the shell read its manifests and entry from another origin', async () => {
    for (const file of ['/mf-manifest.json', '/remote-manifest.json', '/remoteEntry.js']) {
      const response = await fetch(`${base}${file}`, { headers: { Origin: 'http://localhost:3000' } });
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
    }
  });

  it('has no page fallback: a page path is a 404', async () => {
    assert.equal((await fetch(`${base}/claims`)).status, 404);
    assert.equal((await fetch(`${base}/claim-details/123`)).status, 404);
  });

  it('takes the page policy as it is when the request comes (it follows the deployment)', async () => {
    assert.match((await fetch(`${base}/index.html`)).headers.get('content-security-policy') ?? '', /report-version-1/);
    policyVersion = 2;
    assert.match((await fetch(`${base}/index.html`)).headers.get('content-security-policy') ?? '', /report-version-2/);
  });
});
