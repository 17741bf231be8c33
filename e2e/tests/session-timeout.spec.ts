// docs/product/session.md#session-sign-out: 12 idle minutes warn, 3 more sign out; "Stay signed in" keeps the session.
// Playwright's clock moves time; nothing here waits for real.
import { test, expect } from '../support/portal-test';
import { openIdlePage } from '../support/idle-page';

test('the warning appears after 12 idle minutes, and Stay signed in keeps the session', async ({ signedInPage: page }) => {
  await page.clock.install();
  await openIdlePage(page, '/traveling-abroad', 'Traveling abroad');
  await page.clock.fastForward('11:59');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end.' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "For your security, we'll automatically sign you out. Choose 'Stay signed in' to continue or 'Sign out' if you're done.",
  );
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('11:00');
  await expect(page).toHaveURL(/\/traveling-abroad$/);
});

test('3 more minutes without an answer sign out and go to /login', async ({ signedInPage: page }) => {
  await page.clock.install();
  await openIdlePage(page, '/traveling-abroad', 'Traveling abroad');
  await page.clock.fastForward('12:01');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.clock.fastForward('03:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your session timed out because of inactivity. Please sign in again.');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('Sign out in the warning signs out at once', async ({ signedInPage: page }) => {
  await page.clock.install();
  await openIdlePage(page, '/pharmacy', 'Pharmacy');
  await page.clock.fastForward('12:01');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
