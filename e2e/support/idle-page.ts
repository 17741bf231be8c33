import { expect, type Page } from '@playwright/test';

/**
 * Opens a signed-in page to be left idle under Playwright's clock. Every API call counts as activity
 * (docs/product/session.md#session-sign-out), so the start-up's calls must all be made before the clock
 * jumps: a call made just after would count as activity at the new time and put the warning off. The
 * last of them is the unread count: the header's bell appears once it has answered.
 */
export async function openIdlePage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Messages, / })).toBeVisible();
}
