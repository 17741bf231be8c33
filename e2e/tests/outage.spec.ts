// While the system is unavailable every navigation goes to the outage page, unless
// the local bypass flag is set.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';

test.afterEach(async () => {
  await sandbox.reset();
});

test('an outage sends every navigation to the outage page; /bypass-outage lets this browser through', async ({ page }) => {
  await sandbox.setAvailability(false);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/outage-message$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Member Portal is temporarily unavailable' })).toBeVisible();
  await page.goto('/bypass-outage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  await page.goto('/account-help');
  await expect(page).toHaveURL(/\/account-help$/);
});

/**
 * An outage as members meet it: the availability answer takes a while, and the member API's calls
 * fail (the claims page's would show the error dialog, were it to call).
 */
async function slowOutage(): Promise<void> {
  await sandbox.setFault({ path: 'public/systemavailability', delayMs: 2_000 });
  await sandbox.failCalls('/claims', 503);
}

/** Requests of the claims page's own data, which must not start during an outage. */
function claimsCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/member\/portal\/v1\/members\/[^/]+\/claims/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test('during an outage a link within the portal goes to the outage page before the page shows, calls anything or leaves an error dialog', async ({
  signedInPage: page,
}) => {
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dashboard's cards load once it has rendered, and the claims cards ask for claims: counted
  // below, they would be the dashboard's calls, not the claims page's.
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await sandbox.setAvailability(false);
  await slowOutage();
  const claimsCalls = claimsCallsOf(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/claims');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/outage-message$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Member Portal is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(claimsCalls).toEqual([]);
});

test('during an outage a signed-in page opened from the address bar goes to the outage page without calling anything', async ({
  signedInPage: page,
}) => {
  await sandbox.setAvailability(false);
  await slowOutage();
  const claimsCalls = claimsCallsOf(page);
  await page.goto('/claims');
  await expect(page).toHaveURL(/\/outage-message$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Member Portal is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(claimsCalls).toEqual([]);
});
