// Issue 24: the admin console of member-services staff. sam.admin finds lee.locked by part of the
// last name and blocks the account from today; lee cannot sign in and sees ADM-0008; sam unblocks;
// lee signs in. Both dates in one request are refused by the form and by the member API. A member
// gets not-found at /admin/accounts and 403 ADM-0007 from every admin API route.
// Written without a run (no build on the authoring machine): see the branch report.
import type { Page } from '@playwright/test';
import { codedErrors } from '@portal/contracts/error-catalogue';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

const LEE = 'H1101100101';
const memberApi = `${sandboxUrl}/member/portal/v1`;

test.beforeEach(async () => {
  await sandbox.reset();
});

/** Today as the insurer counts it (America/Chicago), typed as MM/DD/YYYY and as YYYY-MM-DD. */
function insurerToday(): { typed: string; iso: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { typed: `${part('month')}/${part('day')}/${part('year')}`, iso: `${part('year')}-${part('month')}-${part('day')}` };
}

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
}

async function signOut(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
}

test('sam.admin blocks lee.locked from today; lee sees ADM-0008 at sign-in; sam unblocks; lee signs in', async ({ page }) => {
  const today = insurerToday();
  await signInAs(page, 'sam.admin');
  // A staff session has no plan: it lands on the staff home, not on plan selection.
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find an account' })).toBeVisible();
  await expectNoAxeViolations(page);

  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/admin/accounts/search')) searches.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  await page.getByLabel('Last name').fill('arve');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /account(s)? found/ })).toBeVisible();
  // The terms travel in the body, never in a URL (the page's or the call's).
  expect(searches[0]).toMatch(/^POST .*\/admin\/accounts\/search .*"lastName":"arve"/);
  expect(page.url()).not.toContain('arve');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lee Carver' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/accounts/${LEE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Both dates: refused in the form, nothing sent.
  await page.getByLabel('Block from').fill(today.typed);
  await page.getByLabel('Unblock from').fill(today.typed);
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByText(codedErrors['ADM-0002'].message).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByLabel('Unblock from').fill('');
  await page.getByRole('button', { name: 'Save date' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Block Lee Carver's account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Block Lee Carver' }).click();
  await expect(page.getByText(`Lee Carver's account is blocked from ${today.typed}.`)).toBeVisible();
  await expect(page.getByText(`Blocked from ${today.typed}`)).toBeVisible();

  // Lee cannot sign in: the sign-in page says ADM-0008 after the right password.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill('lee.locked');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(`ADM-0008: ${codedErrors['ADM-0008'].message}`);

  // Sam unblocks from today.
  await signOut(page);
  await signInAs(page, 'sam.admin');
  await page.goto(`/admin/accounts/${LEE}`);
  await page.getByLabel('Unblock from').fill(today.typed);
  await page.getByRole('button', { name: 'Save date' }).click();
  await page.getByRole('dialog', { name: "Unblock Lee Carver's account?" }).getByRole('button', { name: 'Unblock Lee Carver' }).click();
  await expect(page.getByText(`Lee Carver's account is unblocked from ${today.typed}.`)).toBeVisible();

  // The audit trail names sam as the one who blocked and unblocked.
  await page.getByRole('link', { name: /full audit trail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Block date set.*sam\.admin \(staff\)/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Unblock date set.*sam\.admin \(staff\)/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Lee signs in again.
  await signOut(page);
  await signInAs(page, 'lee.locked');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});

test('the member API refuses a block and an unblock date in one request (ADM-0002)', async ({ page, request }) => {
  await signInAs(page, 'sam.admin');
  const token = await accessToken(page);
  const today = insurerToday().iso;
  const res = await request.post(`${memberApi}/admin/accounts/${LEE}/block-dates`, {
    headers: { authorization: `Bearer ${token}` },
    data: { blockFrom: today, unblockFrom: today },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).code).toBe('ADM-0002');
});

test('ava.medical gets not-found at /admin/accounts and 403 ADM-0007 from every admin API route', async ({ page, request }) => {
  await signInAs(page, 'ava.medical');
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: /can.t find that page/ })).toBeVisible();
  await expect(page.locator('[data-not-found-reason="refused"]')).toBeVisible();
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const calls = [
    request.post(`${memberApi}/admin/accounts/search`, { headers, data: { lastName: 'carver' } }),
    request.get(`${memberApi}/admin/accounts/${LEE}`, { headers }),
    request.post(`${memberApi}/admin/accounts/${LEE}/block-dates`, { headers, data: { blockFrom: insurerToday().iso } }),
    request.post(`${memberApi}/admin/accounts/${LEE}/unlock`, { headers, data: {} }),
    request.get(`${memberApi}/admin/accounts/${LEE}/audit`, { headers }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe('ADM-0007');
  }
});

test('a staff session opens no member page', async ({ page }) => {
  await signInAs(page, 'sam.admin');
  await page.goto('/claims');
  await expect(page.locator('[data-not-found-reason="refused"]')).toBeVisible();
});
