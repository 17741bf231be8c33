// Issue 11, start-up: index.html paints a message at once and names the shell's start-up scripts for
// preloading (computed from the chunk graph at build time); the shell uses every one of them, and the
// pre-rendered landing page carries neither.
import { test, expect } from '../support/portal-test';

test('index.html preloads exactly scripts the shell runs at start-up, and its starting message goes once the shell renders', async ({ page }) => {
  const response = await page.request.get('/brand-resources');
  const html = await response.text();
  expect(html).toContain('Loading the Member Portal…');
  const preloaded = [...html.matchAll(/<link\b[^>]*\bdata-startup-preload\b[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '');
  expect(preloaded.length, 'start-up scripts named in index.html').toBeGreaterThanOrEqual(5);

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

test('the pre-rendered landing page has no start-up preloads and no starting message', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).not.toContain('data-startup-preload');
  expect(html).not.toContain('portal-starting');
  expect(html).toContain('data-prerendered-path="/login"');
});
