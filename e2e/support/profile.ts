import type { Page } from '@playwright/test';

/** Opens the header's profile panel and signs out from it. */
export async function signOutFromProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile/ }).click();
  await page.getByRole('group', { name: 'Your profile' }).getByRole('button', { name: 'Sign Out' }).click();
}
