// SPEC sections 1 and 2: each brand tier has its own logo, footer wording, copyright holder and
// linking disclaimer; ABCBS by default. The footer shows the current year and the 75 counties.
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signOutFromProfile } from '../support/profile';
import { signInAs } from '../support/sign-in';

test.beforeEach(async () => {
  await sandbox.reset();
});

test('signed out, the footer is the default brand with the year, counties, app links and the disclaimer dialog', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Arkansas Blue Cross and Blue Shield is an independent licensee');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Arkansas Blue Cross and Blue Shield. All rights reserved.`);
  await expect(footer).toContainText('all 75 counties');
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('img', { name: 'Arkansas Blue Cross and Blue Shield' })).toBeVisible();
  await footer.getByRole('button', { name: 'Linking Disclaimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Linking Disclaimer' });
  await expect(dialog).toContainText('You are leaving this website.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Linking Disclaimer' })).toBeFocused();
  await expect(page.getByRole('link', { name: /Member Portal home/ })).toHaveAttribute('href', '/login');
});

for (const { persona, copyright, disclaimer } of [
  { persona: 'dan.medicare', copyright: 'Octave Blue Medicare Advantage', disclaimer: 'You are leaving the Octave website.' },
  { persona: 'cara.group', copyright: 'BlueAdvantage Administrators of Arkansas', disclaimer: 'You are leaving the BlueAdvantage website.' },
]) {
  test(`${persona} sees the footer and disclaimer of their brand`, async ({ page }) => {
    await signInAs(page, persona);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: /Member Portal home/ })).toHaveAttribute('href', '/medical/dashboard');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${copyright}.`);
    await footer.getByRole('button', { name: 'Linking Disclaimer' }).click();
    await expect(page.getByRole('dialog', { name: 'Linking Disclaimer' })).toContainText(disclaimer);
  });
}

test('a member who signs out lands on their own brand’s landing page, and finds it again on a direct load', async ({ page }) => {
  await signInAs(page, 'dan.medicare');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Octave Blue Medicare Advantage' })).toBeVisible();
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  for (const load of ['after sign-out', 'loaded directly']) {
    if (load === 'loaded directly') await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Octave Blue Medicare Advantage Member Portal home' }), load).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Octave Blue Medicare Advantage. All rights reserved.`), load).toBeVisible();
    await expect(page.getByRole('link', { name: '(800) 555-0110' }), load).toHaveAttribute('href', 'tel:+18005550110');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Arkansas Blue Cross and Blue Shield' }), load).toBeHidden();
  }
});
