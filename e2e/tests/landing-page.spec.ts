// /login is a pre-rendered page that paints with no portal JavaScript; the portal loads on
// the member's first interaction and hydrates the page in place. The dashboard prefetches the remote
// pages members open next while the browser is idle, unless the member's browser asks to save data.
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { expectNoAxeViolations } from '../support/axe';
import { sandbox } from '../support/sandbox';

/** The scripts a page requests, by file name (content hash left out). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js'));
  });
  return scripts;
}

test.beforeEach(async () => {
  await sandbox.reset();
});

test('/login is served pre-rendered and paints with the landing scripts only (the brand marker and the loader)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('Welcome to your Member Portal');
  expect(html).toContain('data-prerendered-path="/login"');
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your claims and plan information, 24/7' })).toBeVisible();
  expect(scripts.sort()).toEqual(['/landing-brand.js', '/landing-loader.js']);
  await expectNoAxeViolations(page);
});

test('/login loaded directly is styled before any portal script: brand colours, one slide at a time, 425 px carousel, controls after it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login', { waitUntil: 'networkidle' });
  const signIn = page.getByRole('button', { name: 'Sign In' });
  expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(0, 69, 124)');
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toContain('system-ui');
  const carousel = page.getByRole('region', { name: 'Member Portal highlights' });
  expect((await carousel.boundingBox())?.height).toBe(425);
  await expect(page.getByRole('heading', { level: 2, name: 'Your claims and plan information, 24/7' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your ID card on the go' })).toBeHidden();
  const slideBottom = (await page.getByRole('heading', { level: 2, name: 'Your claims and plan information, 24/7' }).boundingBox())!.y;
  for (const name of ['Pause slides', 'Previous slide', 'Next slide'])
    expect((await carousel.getByRole('button', { name }).boundingBox())!.y).toBeGreaterThan(slideBottom);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Arkansas Blue Cross and Blue Shield' })).toBeVisible();
  await expect(page.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
});

test('the portal hydrates the landing page in place on the first key press: focus is kept and the carousel works', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  const portalLoaded = page.waitForResponse((response) => /\/main\.[0-9a-f]{10}\.js$/.test(response.url()));
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab'); // the logo
  await portalLoaded;
  await expect(page.getByRole('link', { name: /Member Portal home/ })).toBeFocused();
  const next = page.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Your ID card on the go' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your claims and plan information, 24/7' })).toBeHidden();
  await page.getByRole('button', { name: 'Pause slides' }).click();
  await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
});

test('Sign In clicked before the portal has loaded still starts the sign-in', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(new URL(page.url()).port).toBe('4000');
});

test('a member still signed in who opens /login gets the portal at once, and Sign In goes to plan selection', async ({
  signedInPage: page,
}) => {
  const portalLoaded = page.waitForResponse((response) => /\/main\.[0-9a-f]{10}\.js$/.test(response.url()));
  await page.goto('/login');
  await portalLoaded;
  await expect(page.getByRole('button', { name: /profile|account/i }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/select-plan$/);
});

test('a notice to show makes the landing page load the portal without waiting for an interaction', async ({ page }) => {
  await sandbox.setNotice('<p>Our phone lines are closed on Monday.</p>');
  await page.goto('/login');
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText('Our phone lines are closed on Monday.');
});

// The dashboard runs the claims remote for its cards (docs/remote-manifest.md); the Claims page is a
// page of it the dashboard does not show, fetched ahead by the idle prefetch only.
const claimsPageChunk = (url: string) => /localhost:3001\/__federation_expose_ClaimsPage\.[0-9a-f]+\.js$/.test(url);

test('the dashboard prefetches the pages members open next once the browser is idle', async ({ signedInPage: page }) => {
  const prefetch = page.waitForRequest((request) => claimsPageChunk(request.url()));
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await prefetch;
});

test('the idle prefetch downloads a remote page without running it: no main-thread work on the dashboard', async ({
  signedInPage: page,
}) => {
  const pageDownloaded = page.waitForResponse((response) => claimsPageChunk(response.url()));
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await pageDownloaded;
  await expect(page.locator('link[rel="prefetch"][as="script"][href*="localhost:3001/__federation_expose_ClaimsPage."]')).toHaveCount(1);
  // A chunk of the claims remote registers itself in the remote's chunk list when it runs: the page's
  // chunk is not there until the member opens Claims.
  const claimsChunksRun = () =>
    page.evaluate(() =>
      ((globalThis as unknown as Record<string, unknown[][] | undefined>).rspackChunkmfe_claims ?? []).flatMap((chunk) => chunk[0]),
    );
  const before = await claimsChunksRun();
  await page.getByRole('link', { name: 'View all claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  expect((await claimsChunksRun()).length).toBeGreaterThan(before.length);
});

test('the dashboard prefetches nothing for a member whose browser asks to save data', async ({ signedInPage: page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const requested: string[] = [];
  page.on('request', (request) => claimsPageChunk(request.url()) && requested.push(request.url()));
  await page.goto('/medical/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.waitForTimeout(3500);
  expect(requested).toEqual([]);
});
