// docs/product/routes-and-guards.md#routes-contract-type-prefix, docs/product/routes-and-guards.md#guards-rights-key: a route refused by the plan's contract type or rights shows not-found, and
// the refused route's remote code is never fetched.
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.beforeEach(async () => {
  await sandbox.reset();
});

for (const { persona, reason } of [
  { persona: 'eve.basic', reason: 'every Care and Policy rights flag is off' },
  { persona: 'ben.dental', reason: 'the selected plan is Dental and the route is Medical only' },
]) {
  test(`${persona}: /traveling-abroad shows not-found because ${reason}`, async ({ page }) => {
    await signInAs(page, persona);
    await expect(page).toHaveURL(/\/dashboard$/);
    const claimsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('localhost:3001/')) claimsRequests.push(request.url());
    });
    await page.goto('/traveling-abroad');
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    expect(claimsRequests).toEqual([]);
  });
}

test('ava.medical may open /traveling-abroad', async ({ signedInPage: page }) => {
  await page.goto('/traveling-abroad');
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
});

test('/anytime goes to /login with the vanity-URL tracking parameters', async ({ page }) => {
  await page.goto('/anytime');
  await expect(page).toHaveURL(/\/login\?utm_source=anytime&utm_medium=vanity-url&utm_campaign=member-portal&utm_content=anytime$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
});
