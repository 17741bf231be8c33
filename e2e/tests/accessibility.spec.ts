// Automated axe checks (WCAG 2.1 AA rules) on every page built so far.
import { test, expect } from '../support/portal-test';
import { expectNoAxeViolations } from '../support/axe';
import { remotePages } from '../support/remote-pages';

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

// Every shell page, signed out and for ava.medical; public-pages.spec.ts covers /contact,
// /brand-resources and /terms-of-use signed out.
const signedOutShellPages = [{ path: '/outage-message', heading: 'The Member Portal is temporarily unavailable' }];

for (const { path, heading } of signedOutShellPages) {
  test(`${path} (signed out) has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

const signedInShellPages = [
  { path: '/select-plan', heading: 'Select a plan' },
  { path: '/medical/dashboard', heading: /^Welcome/ },
  { path: '/linking-disclaimer', heading: /Linking disclaimer/ },
  { path: '/terms-of-use', heading: /Terms of use/ },
  { path: '/no-such-page', heading: "We can't find that page" },
];

for (const { path, heading } of signedInShellPages) {
  test(`${path} (ava.medical) has no axe violations`, async ({ signedInPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/medical/dashboard') await expect(page.getByText('You owe').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the open Care menu, the drawer and the document modal have no axe violations', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Care', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Care menu' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'View plan documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan documents' });
  await expect(dialog.getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});
