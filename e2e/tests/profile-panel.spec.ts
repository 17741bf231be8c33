// docs/product/routes-and-guards.md#layout-profile-panel, docs/product/roles-and-rights.md#rights-menu-visibility: the profile panel, and Switch Plans hidden for a member with one active plan
// and no inactive one.
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.beforeEach(async () => {
  await sandbox.reset();
});

test('ben.dental: the panel shows the plan, Switch Plans leads to plan selection, Escape closes it', async ({ page }) => {
  await signInAs(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  const toggle = page.getByRole('button', { name: /^Profile/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // In the panel (the dashboard's plan line names the Member ID too).
  const panel = page.getByRole('group', { name: 'Your profile' });
  await expect(panel.getByText(/^Good (Morning|Afternoon|Evening), /)).toBeVisible();
  await expect(panel.getByText('Member ID', { exact: true })).toBeVisible();
  await expect(panel.getByText('Start Date', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('link', { name: 'Switch Plans' }).click();
  await expect(page).toHaveURL(/\/select-plan$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Inactive plans' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Choosing the Vision plan makes it the selected plan and goes to its dashboard.
  await page.getByRole('button', { name: /\(Vision\)$/ }).click();
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
});

test('eve.basic, with one active plan and no inactive one, has no Switch Plans', async ({ page }) => {
  await signInAs(page, 'eve.basic');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.getByRole('button', { name: /^Profile/ }).click();
  const panel = page.getByRole('group', { name: 'Your profile' });
  await expect(panel.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Switch Plans' })).toHaveCount(0);
});

test('before a plan is selected only the profile button and Sign Out show', async ({ signedInPage: page }) => {
  await page.goto('/select-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a plan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Profile/ }).click();
  const panel = page.getByRole('group', { name: 'Your profile' });
  await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(0);
});
