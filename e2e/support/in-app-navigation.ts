// Opening a path the way the portal's own links do: a client-side navigation in the running shell,
// with no page load. It proves the shell keeps working in one page, and it lets a sweep over many
// pages skip restarting the shell and its remotes for each one.
import { expect, type Page } from '@playwright/test';

/**
 * Navigates in the running shell, then waits for the page's heading and for its data. (The page may
 * send the member on, as a route guard does: the page checked is the one the member ends up on.)
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // React renders the new route in a task of its own: two frames later it is on screen (or its
    // loading status is, when its code or data is still on the way).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
  // The page's own loads: every "Loading …" or "Checking …" status has given way to content.
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking)\b/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
