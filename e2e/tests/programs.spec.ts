// Programs with the redirect modal and partner single sign-on that
// reaches the sandbox's partner page with the posted form; the discount program's exit modal blocks
// Register until both boxes are ticked; per-persona programs (dan.medicare's Medicare supplemental
// benefits, gia.employee's employee assistance program); the pharmacy center (refused to finn.teen,
// who is 16); documents and forms with FRM-0002. Every page is checked with axe in its loaded state.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

async function signInAndLand(page: Page, username: string) {
  await signInAs(page, username);
  await page.waitForURL(/\/medical\/dashboard$/);
}

const programCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('programs of ava.medical', () => {
  test('the programs page lists her programs and passes axe', async ({ signedInPage: page }) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('Programs - Member Portal');
    const list = page.getByRole('list', { name: 'Your programs' });
    for (const title of [
      'Virtual Care',
      'Maternity and Family Support',
      'Behavioral Health Support',
      'Member Discounts',
      'Payment Account',
    ]) {
      await expect(list.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('she opens a program and its partner single sign-on reaches the partner page with the posted form', async ({
    signedInPage: page,
  }) => {
    await page.goto('/programs');
    await programCard(page, 'Virtual Care').getByRole('link', { name: 'More about Virtual Care' }).click();
    await expect(page).toHaveURL(/\/programs\/virtual_ABCBS$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Care' })).toBeVisible();
    await expect(page).toHaveTitle('Virtual Care - Member Portal');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start a virtual visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'You are leaving our website' });
    await expect(dialog).toContainText('Virtual Care opens in a new tab.');
    await expectNoAxeViolations(page);

    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const partner = await popupOpened;
    await partner.waitForURL(/\/sandbox\/partners\/virtualcare$/);
    await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Virtual care (24/7 video visits)');
    await expect(partner.getByText('with these form fields')).toBeVisible();
    await expect(partner.locator('dt', { hasText: 'SAMLResponse' })).toBeVisible();
    await expect(partner.locator('dt', { hasText: 'RelayState' })).toBeVisible();
    // The decoded assertion names ava's member id.
    await expect(partner.locator('pre')).toContainText('<saml:NameID>H1000100101</saml:NameID>');
    await partner.close();

    await expect(page.getByRole('status').filter({ hasText: 'Virtual Care opened in a new tab.' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the exit modal of the discount program blocks Register until both boxes are ticked', async ({ signedInPage: page }) => {
    await page.goto('/programs');
    await programCard(page, 'Member Discounts').getByRole('button', { name: 'Register for member discounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authorization to share your information' });
    await expect(dialog).toContainText('expires one year after you are no longer enrolled');
    const register = dialog.getByRole('button', { name: 'Register' });
    const authorization = dialog.getByRole('checkbox', { name: /I authorize/ });
    const terms = dialog.getByRole('checkbox', { name: /terms of use and privacy policy/ });
    await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(register).toBeDisabled();
    await expectNoAxeViolations(page);

    await authorization.check();
    await expect(register).toBeDisabled();
    await authorization.uncheck();
    await terms.check();
    await expect(register).toBeDisabled();
    await authorization.check();
    await expect(register).toBeEnabled();

    const popupOpened = page.waitForEvent('popup');
    await register.click();
    const partner = await popupOpened;
    await partner.waitForURL(/\/sandbox\/partners\/discounts$/);
    await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Member discounts');
    await expect(partner.locator('dt', { hasText: 'SAMLResponse' })).toBeVisible();
    await partner.close();
    await expect(programCard(page, 'Member Discounts').getByRole('status')).toContainText('Your authorization was confirmed on');
  });

  test('Go Back leaves the exit modal without opening the partner', async ({ signedInPage: page }) => {
    await page.goto('/programs');
    const trigger = programCard(page, 'Member Discounts').getByRole('button', { name: 'Register for member discounts' });
    await trigger.click();
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('dialog').getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(popups).toBe(0);
  });

  test('a program she does not have is not found', async ({ signedInPage: page }) => {
    await page.goto('/programs/MAsupp_dental');
    await expect(page.getByRole('heading', { level: 1, name: /find that/ })).toBeVisible();
    await expect(page.getByText('$3,500')).toHaveCount(0);
  });
});

test.describe('pharmacy center', () => {
  test('ava sees her prescriptions, drug tiers from her coverage, the partner handoff and support hours', async ({
    signedInPage: page,
  }) => {
    await page.goto('/pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
    await expect(page).toHaveTitle('Pharmacy - Member Portal');
    const tiers = page.getByRole('table', { name: 'What you pay at an in-network pharmacy' });
    await expect(tiers.getByRole('row', { name: /Tier 1 Generic Drugs \$10\.00 copay/ })).toBeVisible();
    await expect(tiers.getByRole('row', { name: /Tier 4 Specialty Drugs 25% coinsurance/ })).toBeVisible();
    await expect(page.getByText('Loading your prescriptions…')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pharmacy support' })).toContainText('7 a.m. to 8 p.m. Central');
    await expect(page.getByRole('region', { name: 'Save on your prescriptions' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Find a pharmacy' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    const partner = await popupOpened;
    await partner.waitForURL(/\/sandbox\/partners\/costsearch$/);
    await partner.close();
  });

  test('finn.teen (16) is refused the pharmacy center, with the reason', async ({ page, problems }) => {
    // The member API answers the pharmacy call with 403 PHA-0001; the browser logs the refused request.
    problems.expect(/Failed to load resource|403/);
    await signInAndLand(page, 'finn.teen');
    await page.goto('/pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The Pharmacy Center isn’t available for your account' })).toBeVisible();
    await expect(page.getByText('The Pharmacy Center is available to members age 17 and older.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Find a pharmacy' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('programs per persona', () => {
  test('dan.medicare sees his Medicare supplemental (MAsupp_) programs', async ({ page }) => {
    await signInAndLand(page, 'dan.medicare');
    await page.goto('/programs');
    const list = page.getByRole('list', { name: 'Your programs' });
    for (const title of ['Dental Coverage', 'Meals After a Hospital Stay', 'Over-the-Counter Allowance', 'Fitness Membership']) {
      await expect(list.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await programCard(page, 'Meals After a Hospital Stay').getByRole('link', { name: 'More about Meals After a Hospital Stay' }).click();
    await expect(page).toHaveURL(/\/programs\/MAsupp_meals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meals After a Hospital Stay' })).toBeVisible();
    await expect(page.getByText(/up to 14 healthy, ready-to-heat meals/)).toBeVisible();
    await expect(page).toHaveTitle('Meals After a Hospital Stay - Member Portal');
    await expectNoAxeViolations(page);
  });

  test('gia.employee sees the employee assistance program', async ({ page }) => {
    await signInAndLand(page, 'gia.employee');
    await page.goto('/programs');
    const eap = programCard(page, 'Employee Assistance Program');
    await expect(eap).toBeVisible();
    await eap.getByRole('link', { name: 'More about Employee Assistance Program' }).click();
    await expect(page).toHaveURL(/\/programs\/bhealth_eap_emp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Assistance Program' })).toBeVisible();
    await expect(page.getByText(/up to 6 confidential counseling sessions per concern/)).toBeVisible();
    await expect(page).toHaveTitle('Employee Assistance Program - Member Portal');
    await expectNoAxeViolations(page);
  });
});

test.describe('documents and forms', () => {
  test.afterEach(async () => {
    await sandbox.reset();
  });

  test('ava sees her documents by category, filters them and opens one in a new tab', async ({ signedInPage: page }) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents and forms' })).toBeVisible();
    await expect(page).toHaveTitle('Documents and Forms - Member Portal');
    await expect(page.getByRole('region', { name: 'Plan Documents' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Forms', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Show').selectOption({ value: 'Forms' });
    await expect(page.getByRole('region', { name: 'Plan Documents' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/documents$/);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^View Member Claim Form/ }).click();
    const documentTab = await popupOpened;
    await documentTab.waitForURL(/^blob:/);
    await documentTab.close();

    await page.getByRole('button', { name: 'Key plan documents' }).click();
    await expect(page.getByRole('dialog', { name: 'Key plan documents' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a document refused for security shows FRM-0002', async ({ signedInPage: page, problems }) => {
    problems.expect(/Failed to load resource|403/);
    await sandbox.failCalls('/documents/FRM-CLAIM-001', 403);
    await page.goto('/documents');
    await page.getByRole('button', { name: /^Download Member Claim Form/ }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('FRM-0002');
    await expect(error).toContainText('This request was blocked for security reasons.');
  });
});
