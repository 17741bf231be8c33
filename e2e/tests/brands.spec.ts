// docs/product/brands.md#brands-tiers, docs/product/routes-and-guards.md#layout-frame: each brand tier has its own logo, footer wording, copyright holder and
// linking disclaimer; ABCBS by default. The footer shows the current year and the 75 counties.
import { brandPalettes } from '@portal/contracts/brand-palettes';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signOutFromProfile } from '../support/profile';
import { signInAs } from '../support/sign-in';

/** A palette colour as the browser computes it (rgb(r, g, b)). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:4000';
const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:3000';

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
  {
    persona: 'cara.group',
    copyright: 'BlueAdvantage Administrators of Arkansas',
    disclaimer: 'You are leaving the BlueAdvantage website.',
  },
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
    await expect(
      page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Octave Blue Medicare Advantage. All rights reserved.`),
      load,
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '(800) 555-0110' }), load).toHaveAttribute('href', 'tel:+18005550110');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Arkansas Blue Cross and Blue Shield' }), load).toBeHidden();
  }
});

test('each brand wears its own colours: BlueAdvantage’s header is not the default brand’s navy', async ({ page }) => {
  await page.goto('/login');
  const headerColour = () =>
    page
      .getByRole('banner')
      .first()
      .evaluate((header) => getComputedStyle(header).backgroundColor);
  await expect.poll(headerColour).toBe(rgb(brandPalettes.ABCBS.primary));
  await signInAs(page, 'cara.group');
  await expect(page.getByRole('banner').getByRole('img', { name: 'BlueAdvantage Administrators of Arkansas' })).toBeVisible();
  await expect.poll(headerColour).toBe(rgb(brandPalettes.BA.primary));
});

test('the sign-in pages wear the brand the member signs in from', async ({ page }) => {
  await signInAs(page, 'dan.medicare');
  // Sign-in passes through plan selection on its way to the plan's dashboard: the profile panel is
  // opened there, not on the page being left.
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Octave Blue Medicare Advantage' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-brand')).toBe('OCTAVE');
  expect(await page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    rgb(brandPalettes.OCTAVE.primary),
  );
});

test('a sign-in page asked for a brand that does not exist shows the default brand', async ({ page }) => {
  const discovery = (await (await fetch(`${sandboxUrl}/oidc/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
  };
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'member-portal',
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: `${portalUrl}/auth-success`,
    state: 'e2e-brand',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    brand: 'NOT-A-BRAND',
  }).toString();
  await page.goto(authorize.toString());
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Arkansas Blue Cross and Blue Shield' })).toBeVisible();
  await expect(page.getByText('NOT-A-BRAND')).toHaveCount(0);
});
