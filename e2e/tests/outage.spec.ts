// SPEC section 4: while the system is unavailable every navigation goes to the outage page, unless
// the local bypass flag is set.
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
