// The HTTP client keeps no timeout; a call still running after 8 seconds says so
// instead, where the page or card shows it is loading (the kit's LoadingStatus), in the same polite
// status, and the line goes once the call ends. The browser's clock is moved on rather than waited out;
// the sandbox holds the call for a few real seconds.
import type { Page } from '@playwright/test';
import { slowLoadMessage } from '@portal/ui';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';

test.afterEach(async () => {
  await sandbox.clearFaults();
});

const heldFor = 4_000;

/** The page's call to the member API whose path (after the member id) matches `path`. */
const called = (page: Page, path: RegExp) => page.waitForRequest((request) => path.test(new URL(request.url()).pathname));

test('a page whose call is slow says it is taking longer than usual where it is loading, and shows its data once the call ends', async ({
  signedInPage: page,
}) => {
  await sandbox.setFault({ path: String.raw`members/[^/]+/claims(\?|$)`, delayMs: heldFor });
  await page.clock.install();
  const claims = called(page, /\/members\/[^/]+\/claims$/);
  await page.goto('/claims');
  await claims;
  const status = page.getByRole('status').filter({ hasText: 'Loading claims…' });
  await expect(status).toBeVisible();
  await expect(page.getByText(slowLoadMessage)).toHaveCount(0);
  await page.clock.fastForward(7_000);
  await expect(page.getByText(slowLoadMessage)).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(status).toContainText(slowLoadMessage);
  await expect(page.getByText(slowLoadMessage)).toBeVisible();
  // The sandbox answers: the line goes with the loading state, and the status says what loaded.
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d/ })).toBeVisible({ timeout: heldFor + 5_000 });
  await expect(page.getByText(slowLoadMessage)).toHaveCount(0);
});

test('a dashboard card whose call is slow says so in the card, over its loading shape, and fills in once the call ends', async ({
  signedInPage: page,
}) => {
  await sandbox.setFault({ path: String.raw`members/[^/]+/spending`, delayMs: heldFor });
  await page.clock.install();
  const spending = called(page, /\/members\/[^/]+\/spending$/);
  await page.goto('/medical/dashboard');
  await spending;
  await page.clock.fastForward(8_000);
  const card = page.getByRole('region', { name: 'Deductible progress' });
  await expect(card.getByRole('status')).toContainText(`Loading deductible progress…${slowLoadMessage}`);
  await expect(card.getByText(slowLoadMessage)).toBeVisible();
  await expect(card.getByText(slowLoadMessage)).toHaveCount(0, { timeout: heldFor + 5_000 });
  await expect(card.getByRole('status')).toHaveCount(0);
});
