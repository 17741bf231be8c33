// docs/product/session.md#session-notice-banner: the notice banner shows only on /login, /select-plan and the medical dashboard paths,
// only when non-empty and not dismissed; its HTML is sanitised (docs/product/validation.md#format-phone).
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';

const hostileNotice =
  '<p class="lead">Scheduled maintenance Sunday. <a href="https://status.example.com" target="_blank">Status</a>' +
  '<a href="javascript:window.__owned=1">bad link</a><img src=x onerror="window.__owned=1"></p><script>window.__owned=1</script>';

test.afterEach(async () => {
  await sandbox.reset();
});

test('the notice shows sanitised on /login, stays dismissed, and a new notice shows again', async ({ page, problems }) => {
  // Chrome reports the hostile onerror attribute to the CSP as soon as the sanitiser parses it into
  // its inert document; nothing runs (checked below), the report is the policy doing its job.
  problems.expect(/Executing inline event handler violates the following Content Security Policy/);
  await sandbox.setNotice(hostileNotice);
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'Notice' });
  await expect(banner).toContainText('Scheduled maintenance Sunday.');
  await expect(banner.getByRole('link', { name: 'Status' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(banner.locator('a:not([href])')).toHaveText('bad link');
  expect(await banner.locator('img, script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();

  await banner.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);

  await sandbox.setNotice('<p>A different notice.</p>');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText('A different notice.');
});

test('the notice is not shown on other pages, nor when it is empty', async ({ page }) => {
  await sandbox.setNotice('<p>Only on the landing pages.</p>');
  await page.goto('/account-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Need help with your account?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
  await sandbox.setNotice('');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
});

test('the notice banner has no axe violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await sandbox.setNotice('<p>Scheduled maintenance Sunday. <a href="https://status.example.com">Status</a></p>');
  await page.goto('/login');
  await expect(page.getByRole('region', { name: 'Notice' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
