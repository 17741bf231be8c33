// Start-up: index.html paints a message at once and names the shell's start-up scripts for
// preloading (computed from the chunk graph at build time); the shell uses every one of them, and the
// pre-rendered landing page carries neither.
import { test, expect } from '../support/portal-test';

test('index.html preloads exactly scripts the shell runs at start-up, and its starting message goes once the shell renders', async ({
  page,
}) => {
  const response = await page.request.get('/brand-resources');
  const html = await response.text();
  expect(html).toContain('Loading the Member Portal…');
  const preloaded = [...html.matchAll(/<link\b[^>]*\bdata-startup-preload\b[^>]*>/g)].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );
  // The shell's main bundle holds what every start runs; its bootstrap chunk at least comes beside it.
  expect(preloaded.filter((file) => file.endsWith('.js')).length, 'start-up scripts named in index.html').toBeGreaterThanOrEqual(1);

  await page.goto('/brand-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand resources' })).toBeVisible();
  await expect(page.locator('#portal-starting')).toHaveCount(0);
  // Every preloaded script is one the shell then runs (a preload nobody uses is a wasted download):
  // each chunk that runs registers its id with the shell's chunk loader.
  const ranChunkIds = await page.evaluate(() =>
    ((globalThis as unknown as { rspackChunkshell?: [(string | number)[]][] }).rspackChunkshell ?? []).flatMap(([ids]) => ids.map(String)),
  );
  for (const file of preloaded) expect(ranChunkIds, `${file} is preloaded but never run`).toContain(/^\/([^.]+)\./.exec(file)?.[1]);
});

test('the portal and its landing page carry their icon inline: a page load asks for no icon file', async ({ page }) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/favicon/.test(new URL(request.url()).pathname)) iconRequests.push(request.url());
  });
  for (const path of ['/brand-resources', '/login']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*"/);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(iconRequests).toEqual([]);
});

test('the pre-rendered landing page has no start-up preloads and no starting message', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).not.toContain('data-startup-preload');
  expect(html).not.toContain('portal-starting');
  expect(html).toContain('data-prerendered-path="/login"');
});

// A reload of the dashboard greets the member from the kept plan before any of the
// portal's code runs (shell/src/startup/startup-greeting.ts), and the real header then takes its place.
test('a reload of the dashboard paints the greeting and plan line before the portal’s scripts run', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/Failed to load resource: net::ERR_FAILED/);
  await page.goto('/medical/dashboard');
  const header = page.getByRole('heading', { level: 1, name: 'Welcome, Ava Martinez' });
  await expect(header).toBeVisible();
  const lead = (await header.locator('xpath=following-sibling::p[1]').textContent()) ?? '';
  expect(lead).toContain('Member ID');

  // The shell's own scripts held back: only index.html and the greeting script run.
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
  await page.reload();
  const greeting = page.locator('#portal-starting');
  await expect(greeting).toContainText('Welcome, Ava Martinez');
  await expect(greeting).toContainText(lead);
  await expect(page.getByText('Loading the Member Portal…')).toHaveCount(0);

  // With the scripts, the shell's first render removes it and the real header is the only greeting.
  await page.unroute(/\/main\.[0-9a-f]{10}\.js$/);
  await page.reload();
  await expect(header).toBeVisible();
  await expect(page.locator('#portal-starting')).toHaveCount(0);
  await expect(page.getByText('Welcome, Ava Martinez')).toHaveCount(1);
});

test('on another page the plain starting message stays', async ({ signedInPage: page, problems }) => {
  problems.expect(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
  await page.goto('/claims');
  await expect(page.locator('#portal-starting')).toHaveText('Loading the Member Portal…');
});

test('without a session the dashboard shows the plain starting message', async ({ page, problems }) => {
  problems.expect(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
  await page.goto('/medical/dashboard');
  await expect(page.locator('#portal-starting')).toHaveText('Loading the Member Portal…');
});
