// The admin console of member-services staff. sam.admin finds lee.locked by part of the
// last name and blocks the account from today; lee cannot sign in and sees ADM-0008; sam unblocks;
// lee signs in. Both dates in one request are refused by the form and by the member API. A member
// gets not-found at /admin/accounts and 403 ADM-0007 from every admin API route. An account's page is
// /admin/accounts/<its opaque reference>, never the member id (the privacy audit of portal-test.ts
// checks every address); a keyboard-only journey blocks an account.
import type { Locator, Page } from '@playwright/test';
import { codedErrors } from '@portal/contracts/error-catalogue';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { signInAs } from '../support/sign-in';
import { signOutFromProfile } from '../support/profile';

const LEE = 'H1101100101';
/** An account page's address: a 22-character reference, never the member id. */
const accountPage = /\/admin\/accounts\/[A-Za-z0-9_-]{22}$/;
const memberApi = `${sandboxUrl}/member/portal/v1`;

test.beforeEach(async () => {
  await sandbox.reset();
});

/** Today as the insurer counts it (America/Chicago), typed as MM/DD/YYYY and as YYYY-MM-DD. */
function insurerToday(): { typed: string; iso: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { typed: `${part('month')}/${part('day')}/${part('year')}`, iso: `${part('year')}-${part('month')}-${part('day')}` };
}

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
}

/** Signs out through the header's profile panel (Sign Out revokes the session at the provider) and waits for /login. */
async function signOut(page: Page) {
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
}

/** Lee's account reference, as a staff search answers it (the tests never make one themselves). */
async function leeRef(page: Page): Promise<string> {
  const res = await page.request.post(`${memberApi}/admin/accounts/search`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { username: 'lee.locked' },
  });
  expect(res.status()).toBe(200);
  const ref = ((await res.json()) as { accounts: { accountRef: string }[] }).accounts[0]?.accountRef ?? '';
  expect(ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return ref;
}

/** Presses Tab until `target` has focus; fails if it is not reached (as keyboard-journeys.spec.ts). */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

test('sam.admin blocks lee.locked from today; lee sees ADM-0008 at sign-in; sam unblocks; lee signs in', async ({ page, problems }) => {
  // The identity provider answers a blocked account's sign-in with 403 and ADM-0008 on its page.
  problems.expect(/Failed to load resource: the server responded with a status of 403/);
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
  // One name alone could match too many accounts: the form says so on the first name and sends nothing.
  await page.getByLabel('Last name').fill('carv');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/could match too many accounts/);
  expect(searches).toEqual([]);
  await page.getByLabel('First name').fill('lee');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /account(s)? found/ })).toBeVisible();
  // The terms travel in the body, never in a URL (the page's or the call's).
  expect(searches[0]).toMatch(/^POST .*\/admin\/accounts\/search .*"lastName":"carv"/);
  expect(page.url()).not.toContain('carv');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lee Carver' }).click();
  // The address names the account by its reference: no member id in the address bar or history.
  await expect(page).toHaveURL(accountPage);
  expect(page.url()).not.toContain(LEE);
  const leePage = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Both dates: refused in the form, nothing sent.
  // exact: "Block from" is also part of "Unblock from".
  await page.getByLabel('Block from', { exact: true }).fill(today.typed);
  await page.getByLabel('Unblock from', { exact: true }).fill(today.typed);
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByText(codedErrors['ADM-0002'].message).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByLabel('Unblock from', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save date' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Block Lee Carver's account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Block Lee Carver' }).click();
  await expect(page.getByText(`Lee Carver's account is blocked from ${today.typed}.`)).toBeVisible();
  await expect(page.getByText(`Blocked from ${today.typed}`, { exact: true })).toBeVisible();

  // Lee cannot sign in: the sign-in page says ADM-0008 after the right password.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill('lee.locked');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(`ADM-0008: ${codedErrors['ADM-0008'].message}`);

  // Sam unblocks from today (Lee never got a session: nothing to sign out of).
  await signInAs(page, 'sam.admin');
  await page.goto(leePage);
  await page.getByLabel('Unblock from', { exact: true }).fill(today.typed);
  await page.getByRole('button', { name: 'Save date' }).click();
  await page.getByRole('dialog', { name: "Unblock Lee Carver's account?" }).getByRole('button', { name: 'Unblock Lee Carver' }).click();
  await expect(page.getByText(`Lee Carver's account is unblocked from ${today.typed}.`)).toBeVisible();

  // The audit trail names sam as the one who blocked and unblocked.
  await page.getByRole('link', { name: /full audit trail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${leePage}/audit$`));
  // Plain words, never internal action names.
  await expect(page.getByRole('cell', { name: 'Account viewed by staff' }).first()).toBeVisible();
  await expect(page.getByText(/adminAccounts|adminAudit/)).toHaveCount(0);
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
  const res = await request.post(`${memberApi}/admin/accounts/${await leeRef(page)}/block-dates`, {
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
  // A member is refused whatever the path names: a reference-shaped value, or a member id.
  const calls = [request.post(`${memberApi}/admin/accounts/search`, { headers, data: { lastName: 'carver' } })];
  for (const ref of ['AAAAAAAAAAAAAAAAAAAAAA', LEE]) {
    calls.push(
      request.get(`${memberApi}/admin/accounts/${ref}`, { headers }),
      request.post(`${memberApi}/admin/accounts/${ref}/block-dates`, { headers, data: { blockFrom: insurerToday().iso } }),
      request.post(`${memberApi}/admin/accounts/${ref}/unlock`, { headers, data: {} }),
      request.get(`${memberApi}/admin/accounts/${ref}/audit`, { headers }),
    );
  }
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

test('staff pages have no member footer, and the profile panel offers Sign Out', async ({ page }) => {
  await signInAs(page, 'sam.admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Find an account' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Get the mobile app')).toHaveCount(0);
  await signOut(page);
});

test('keyboard only: search by first and last name, open the account, set a block date and confirm in the dialog', async ({ page }) => {
  test.setTimeout(60_000);
  const today = insurerToday();
  await signInAs(page, 'sam.admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Find an account' })).toBeVisible();

  await tabTo(page, page.getByLabel('First name', { exact: true }));
  await page.keyboard.type('lee');
  await tabTo(page, page.getByLabel('Last name', { exact: true }));
  await page.keyboard.type('carv');
  await page.keyboard.press('Enter');
  // The results heading takes focus; the first link after it is Lee's.
  const results = page.getByRole('heading', { name: /account(s)? found/ });
  await expect(results).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Lee Carver' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(accountPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();

  const blockFrom = page.getByLabel('Block from', { exact: true });
  await tabTo(page, blockFrom);
  await page.keyboard.type(today.typed);
  const save = page.getByRole('button', { name: 'Save date' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');

  // Focus moves into the dialog (on Cancel: a stray Enter never blocks anyone) and stays there.
  const dialog = page.getByRole('alertdialog', { name: "Block Lee Carver's account?" });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let presses = 0; presses < 3; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  // Escape closes it without blocking, and focus goes back to Save date.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Block Lee Carver' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Lee Carver's account is blocked from ${today.typed}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await expect(page.getByText(`Blocked from ${today.typed}`, { exact: true })).toBeVisible();
});
