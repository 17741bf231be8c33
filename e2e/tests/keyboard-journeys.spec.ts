// Keyboard: the main journeys done with the keyboard only (Tab, Shift+Tab, Enter, Space,
// Escape and typing): sign-in, plan selection, the menus, a claim, a form submit and the session
// timeout dialog. Nothing is clicked and nothing is focused by script.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { openIdlePage } from '../support/idle-page';
import { latestPasscode, personaPassword } from '@portal/tools/sandbox-sign-in';
import { sandbox } from '../support/sandbox';

/** Presses Tab until `target` has focus; fails if it is not reached (not in the tab order). */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Signs in with the keyboard only, through the portal's login page and the sandbox's pages. */
async function signInWithKeyboard(page: Page, username: string) {
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  const usernameField = page.getByLabel('Username');
  await expect(usernameField).toBeVisible();
  await tabTo(page, usernameField);
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(personaPassword);
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Send passcode' }));
  await page.keyboard.press('Enter');
  const passcodeField = page.getByLabel('Passcode');
  await expect(passcodeField).toBeVisible();
  await tabTo(page, passcodeField);
  await page.keyboard.type(await latestPasscode(`${username}@example.com`));
  await page.keyboard.press('Enter');
}

test.afterEach(async () => {
  await sandbox.reset();
});

test('sign-in and plan selection with the keyboard only', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithKeyboard(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  // Switch Plans, then choose the Vision plan.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Switch Plans' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select-plan$/);
  await tabTo(page, page.getByRole('button', { name: /Choose this plan: .* \(Vision\)/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
});

test('every menu opens, is walked and closes with the keyboard, and a claim opens from the list', async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const menu of ['Care', 'Policy']) {
    const trigger = nav.getByRole('button', { name: menu, exact: true });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: `${menu} menu` });
    await expect(list).toBeVisible();
    // Tab walks into the open menu; Escape closes it and gives focus back to its button.
    await page.keyboard.press('Tab');
    await expect(list.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
  // The profile panel: opened and closed from the keyboard.
  const profile = page.getByRole('button', { name: /^Profile/ });
  await tabTo(page, profile, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Your profile' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeFocused();

  // A claim, from the claims list.
  await tabTo(
    page,
    nav
      .getByRole('link', { name: 'Claims', exact: true })
      .or(page.getByRole('link', { name: 'View all claims' }))
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const firstClaim = page.locator('main a[href^="/claim-details/"]').first();
  await tabTo(page, firstClaim, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/claim-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a form is filled and sent with the keyboard only, its errors reached from the summary', async ({ signedInPage: page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  const send = form.getByRole('button', { name: 'Send message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await tabTo(page, summary.getByRole('link', { name: 'Enter your phone number' }));
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('5015550123');
  await tabTo(page, form.getByLabel('Best day to call you'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel('Best time to call you'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel('Question or comments'));
  await page.keyboard.type('Sent with the keyboard only.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' })).toBeFocused();
});

test('the session timeout dialog holds focus and is answered with the keyboard', async ({ signedInPage: page }) => {
  await page.clock.install();
  await openIdlePage(page, '/traveling-abroad', 'Traveling abroad');
  await page.clock.fastForward('12:01');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end.' });
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  // Focus stays inside the dialog while it is open.
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Stay signed in' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/traveling-abroad$/);
});
