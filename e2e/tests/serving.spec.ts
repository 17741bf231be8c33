// DESIGN.md decision 10: production serving with the caching rules and security headers.
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@portal/build/apps';
import { test, expect } from '../support/portal-test';

function firstHashedFile(appDir: string, extension: string): string {
  const file = fs.readdirSync(path.join(workspaceRoot, appDir, 'dist')).find((name) => new RegExp(`\\.[0-9a-f]{10}\\${extension}$`).test(name));
  if (!file) throw new Error(`no hashed ${extension} file in ${appDir}/dist`);
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

test('every response carries the security headers, with a CSP that allows no inline script', async ({ request }) => {
  for (const url of ['http://localhost:3000/login', 'http://localhost:3000/remotes.json', 'http://localhost:3002/remoteEntry.js', 'http://localhost:3000/missing.js']) {
    const headers = (await request.get(url)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['permissions-policy'], url).toContain('camera=()');
  }
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
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/login', '/traveling-abroad', '/settings/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
