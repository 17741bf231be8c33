// Settings tabs (profile, privacy and security, preferences, about), ID cards
// and the payment center with autopay, against the sandbox. Tests that change data reset the sandbox
// afterwards; password change and account deletion sign in on a fresh page (signedInPage reuses
// ava's tokens).
import type { Page } from '@playwright/test';
import { latestPasscode } from '@portal/tools/sandbox-sign-in';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { signOutFromProfile } from '../support/profile';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.afterEach(async () => {
  await sandbox.reset();
});

/** Signs in through the sandbox pages with a password other than the personas' own. */
async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').check();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await page.getByLabel('Passcode').waitFor();
  await page.getByLabel('Passcode').fill(await latestPasscode(`${username}@example.com`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('/settings opens the profile tab; each tab is a real URL marked as current, and every tab passes axe', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('textbox', { name: /^Display name/ })).not.toHaveValue('');
  await expect(region(page, 'Mailing address').getByLabel(/^Street address/)).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: 'Privacy and Security' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy-security$/);
  await expect(tabs.getByRole('link', { name: 'Privacy and Security' })).toHaveAttribute('aria-current', 'page');
  await expect(region(page, 'Sign-in passcode').getByRole('radio', { name: /^Email/ })).toBeChecked();
  await expect(region(page, 'Dependents whose coverage ended').getByRole('checkbox')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await expect(page.getByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' })).toBeVisible();
  await expect(region(page, 'Notification topics').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/settings\/about$/);
  await expect(page.getByText(/You have (not )?accepted the terms of use/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/preferences$/);
});

test('ava changes her display name and the greeting changes at once', async ({ signedInPage: page }) => {
  await page.goto('/settings/profile');
  const field = page.getByRole('textbox', { name: /^Display name/ });
  await expect(field).not.toHaveValue('');
  await field.fill('Ava M.');
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(region(page, 'Display name').getByRole('status')).toHaveText('Your display name has been updated.');
  await expect(page.getByRole('button', { name: 'Profile: Ava M.' })).toBeVisible();
  await expect(page.getByTestId('member-greeting')).toHaveText(/Signed in as Ava M\./);
  await page.getByRole('button', { name: 'Profile: Ava M.' }).click();
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening), Ava M\.$/)).toBeVisible();
});

test('ava changes her password, and signs in with the new one', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.goto('/settings/privacy-security');
  const password = region(page, 'Password');
  await password.getByLabel(/^Current password/).fill('Portal#2026');
  await password.getByLabel(/^New password/).fill('Mañana€2027');
  await expect(password.getByText('(not yet)')).toHaveCount(0);
  await password.getByLabel(/^Confirm new password/).fill('Mañana€2027');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been updated.');

  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, 'ava.medical', 'Mañana€2027');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});

test('ava orders replacement ID cards and faxes a card; an unavailable fax shows IDS-0002', async ({ signedInPage: page, problems }) => {
  problems.expect(/status of 503/);
  await page.goto('/id-card');
  await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Front of .+ card$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Back of .+ card$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Each request form opens from its button under the card, with focus on its first field.
  await page.getByRole('button', { name: 'Order replacement cards' }).click();
  const order = region(page, 'Order replacement cards');
  await expect(order.getByLabel(/^Type of card/)).toBeFocused();
  await order.getByLabel(/^Type of card/).selectOption({ label: 'Medical card' });
  await order.getByLabel(/^Why do you need new cards/).selectOption({ label: 'Lost' });
  await order.getByRole('button', { name: 'Order cards' }).click();
  await expect(order.getByRole('status')).toHaveText('Your ID cards have been ordered. They should arrive within 7 business days.');

  await page.getByRole('button', { name: 'Fax a card' }).click();
  const fax = region(page, 'Fax a card');
  await fax.getByLabel(/^Type of card/).selectOption({ label: 'Medical card' });
  await fax.getByLabel(/^Fax number/).fill('5015550123');
  await fax.getByRole('button', { name: 'Fax card' }).click();
  await expect(fax.getByRole('status')).toHaveText('Your ID card has been faxed.');

  await fax.getByLabel(/^Fax number/).fill('5015550000');
  await fax.getByRole('button', { name: 'Fax card' }).click();
  await expect(fax.getByRole('alert')).toContainText('IDS-0002');
  await expect(fax.getByLabel(/^Fax number/)).toHaveValue('(501) 555-0000');
  await expectNoAxeViolations(page);
});

test('ava turns autopay off and enrols again, drafting on the 26th', async ({ signedInPage: page }) => {
  await page.goto('/payment-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment center' })).toBeVisible();
  await expect(region(page, 'Current bill').getByText('Balance due')).toBeVisible();
  await expect(region(page, 'Payment history').getByRole('table')).toBeVisible();
  const autopay = region(page, 'Autopay');
  await expect(autopay.getByText(/Autopay is on/)).toBeVisible();
  await expectNoAxeViolations(page);

  await autopay.getByRole('button', { name: 'Turn off autopay' }).click();
  await page.getByRole('dialog', { name: 'Turn off autopay?' }).getByRole('button', { name: 'Turn off autopay' }).click();
  await expect(autopay.getByRole('status').filter({ hasText: 'Autopay has been canceled.' })).toHaveText(
    'Autopay has been canceled. Remember to pay your bill each month.',
  );

  await autopay.getByRole('radio', { name: 'Bank account (checking or savings)' }).check();
  await autopay.getByLabel(/^Routing number/).fill('111000025');
  await autopay.getByLabel(/^Account number/).fill('000123454321');
  await autopay.getByRole('checkbox', { name: /I authorize automatic drafts/ }).check();
  await autopay.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(autopay.getByRole('status').filter({ hasText: 'You are enrolled' })).toHaveText(
    'You are enrolled in autopay. Your payment will be drafted on the 26th of each month.',
  );

  await page.reload();
  await expect(
    region(page, 'Autopay').getByText(
      /Autopay is on\. We draft your premium on the 26th of each month from your bank account ending in 4321/,
    ),
  ).toBeVisible();
});

test('ava turns paperless EOBs off, and the choice is kept', async ({ signedInPage: page }) => {
  await page.goto('/settings/preferences');
  const paperless = page.getByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' });
  await expect(paperless).toBeChecked();
  await paperless.uncheck();
  await page.getByRole('button', { name: 'Save communication preferences' }).click();
  await expect(region(page, 'Communication preferences').getByRole('status')).toHaveText('Your paperless EOB preference has been updated.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' })).not.toBeChecked();
});

test('noah.dependent enables family access', async ({ page }) => {
  await signInAs(page, 'noah.dependent');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.goto('/settings/privacy-security');
  const family = region(page, 'Family access');
  const box = family.getByRole('checkbox', { name: 'Let the policyholder on my plan see my claims' });
  await expect(box).not.toBeChecked();
  await expect(region(page, 'Dependents whose coverage ended')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await box.check();
  await family.getByRole('button', { name: 'Save family access' }).click();
  await expect(family.getByRole('status')).toHaveText('Your family access preference has been updated.');
  await page.reload();
  await expect(
    region(page, 'Family access').getByRole('checkbox', { name: 'Let the policyholder on my plan see my claims' }),
  ).toBeChecked();
});

test('deleting the account asks first, signs out at once, and the account can no longer sign in', async ({ page, problems }) => {
  problems.expect(/status of 4\d\d/);
  await signInAs(page, 'gia.employee');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.goto('/settings/privacy-security');
  await region(page, 'Delete your account').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The current password confirms it: a wrong one is said on its field and deletes nothing.
  const password = dialog.getByLabel('Current password');
  await password.fill('Wrong#2026x');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(password).toHaveAccessibleDescription(/The current password is incorrect\./);
  await expect(page).toHaveURL(/\/settings\/privacy-security$/);
  await password.fill('Portal#2026');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your online account has been deleted.' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill('gia.employee');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('LOG-0014');
});
