// Automated axe checks (WCAG 2.1 AA rules) on every page built so far.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { remotePages } from '../support/remote-pages';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('/login has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the not-found page has no axe violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const { path, heading } of remotePages) {
  test(`${path} has no axe violations`, async ({ signedInPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the remote-unavailable panel has no axe violations', async ({ signedInPage: page, problems }) => {
  problems.expect(/could not be loaded|Failed to load resource|ERR_CONNECTION_REFUSED/);
  await page.goto('/traveling-abroad?remote.mfe_claims=http://localhost:3199/mf-manifest.json');
  await expect(page.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the open profile panel has no axe violations', async ({ signedInPage: page }) => {
  await page.goto('/pharmacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  await page.getByRole('button', { name: /^Profile/ }).click();
  await expect(page.getByRole('group', { name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});
