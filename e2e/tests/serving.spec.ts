// docs/decisions/0013-static-hosting-like-production.md: production serving with the caching rules and security headers.
import fs from 'node:fs';
import path from 'node:path';
import { apps, portOf, workspaceRoot } from '@portal/tools/apps';
import { test, expect } from '../support/portal-test';
import { servedBuildDir } from '../support/served-build';

function firstHashedFile(appDir: string, extension: string): string {
  const file = fs.readdirSync(servedBuildDir(appDir)).find((name) => new RegExp(`\\.[0-9a-f]{10}\\${extension}$`).test(name));
  if (!file) throw new Error(`no hashed ${extension} file in ${path.relative(workspaceRoot, servedBuildDir(appDir))}`);
  return file;
}

test('files that name other files are revalidated; content-hashed files are immutable', async ({ request }) => {
  const expectations: [string, string][] = [
    ['http://localhost:3000/login', 'no-cache'],
    ['http://localhost:3000/index.html', 'no-cache'],
    ['http://localhost:3000/remotes.json', 'no-cache'],
    ['http://localhost:3000/config.json', 'no-cache'],
    ['http://localhost:3001/mf-manifest.json', 'no-cache'],
    ['http://localhost:3001/remoteEntry.js', 'no-cache'],
    [`http://localhost:3000/${firstHashedFile('shell', '.js')}`, 'public, max-age=31536000, immutable'],
    [`http://localhost:3003/${firstHashedFile('mfe-messages', '.js')}`, 'public, max-age=31536000, immutable'],
  ];
  for (const [url, cacheControl] of expectations) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(cacheControl);
  }
});

/** Every file a production build would upload, as paths from its server's root. */
function builtFiles(appDir: string): string[] {
  const root = servedBuildDir(appDir);
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => `/${name.split(path.sep).join('/')}`);
}

/** What is wrong with one response's security headers, if anything. */
function securityHeaderProblems(status: number, headers: Record<string, string>): string[] {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  const problems: string[] = [];
  if (directive('frame-ancestors') !== "frame-ancestors 'none'") problems.push('no frame-ancestors none');
  if (/^text\/html/.test(headers['content-type'] ?? '')) {
    // A page: the portal's policy, which allows no inline script.
    if (!directive('script-src') || /unsafe-inline|unsafe-eval/.test(directive('script-src')))
      problems.push(`script-src "${directive('script-src')}"`);
    if (directive('object-src') !== "object-src 'none'") problems.push('no object-src none');
    if (!headers['permissions-policy']?.includes('camera=()')) problems.push('no Permissions-Policy');
  } else if (directive('default-src') !== "default-src 'none'") {
    // Anything else: nothing would run or load, were it opened as a document.
    problems.push(`default-src "${directive('default-src')}" on a ${headers['content-type'] ?? 'typeless'} answer`);
  }
  if (headers['referrer-policy'] !== 'no-referrer') problems.push('no Referrer-Policy');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options');
  if (!headers['cache-control']) problems.push('no Cache-Control');
  if (!headers['content-type'] && status !== 204) problems.push('no Content-Type');
  return problems;
}

test('every response of every production server carries the security headers: a page a CSP that allows no inline script, anything else one under which nothing runs', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  const seen = new Map<number, number>();
  for (const app of apps) {
    const origin = `http://localhost:${portOf(app)}`;
    const asks: [method: 'GET' | 'HEAD' | 'POST' | 'DELETE' | 'OPTIONS', pathname: string, status: number][] = [
      // Hidden files (the build's bookkeeping) are not served.
      ...builtFiles(app.dir).map((file): ['GET', string, number] => ['GET', file, file.includes('/.') ? 404 : 200]),
      ['HEAD', '/remoteEntry.js', app.kind === 'host' ? 404 : 200],
      ['GET', '/missing.0123456789.js', 404],
      ['GET', '/%2e%2e/package.json', 404],
      // Hidden files stay hidden however the dot is spelled (the server decodes before looking).
      ['GET', '/%2ebuild-stamp', 404],
      ['GET', '/%2Ebuild-stamp', 404],
      ['POST', '/', 405],
      ['DELETE', '/index.html', 405],
      ['OPTIONS', '/', 204],
    ];
    if (app.kind === 'host') {
      for (const page of [
        '/',
        '/login',
        '/login?error=1',
        '/medical/dashboard',
        '/no/such/page',
        '/%E0%A4%A',
        '/config.json',
        '/remotes.json',
      ])
        asks.push(['GET', page, 200]);
    }
    for (const [method, pathname, status] of asks) {
      const response = await request.fetch(`${origin}${pathname}`, { method, maxRedirects: 0 });
      seen.set(response.status(), (seen.get(response.status()) ?? 0) + 1);
      const label = `${method} ${origin}${pathname}`;
      if (response.status() !== status) failures.push(`${label}: status ${response.status()}, expected ${status}`);
      const problems = securityHeaderProblems(response.status(), response.headers());
      if (problems.length) failures.push(`${label}: ${problems.join(', ')}`);
    }
  }
  expect(failures).toEqual([]);
  // Every kind of answer was looked at: files, pages, missing files and refused methods.
  expect([...seen.keys()].sort()).toEqual([200, 204, 404, 405]);
  // Every built file of every app (some three hundred and seventy), not a few.
  expect(seen.get(200)).toBeGreaterThan(300);
});

test('a missing script is a 404, never the page fallback', async ({ request }) => {
  const response = await request.get('http://localhost:3000/missing.0123456789.js');
  expect(response.status()).toBe(404);
});

test('the portal runs under its Content-Security-Policy without violations', async ({ signedInPage: page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of ['/login', '/traveling-abroad', '/settings/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
