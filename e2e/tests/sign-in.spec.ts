// Issue 4: sign-in with PKCE and a passcode through the sandbox, tokens, deep links, sign-out.
import { test, expect } from '../support/portal-test';
import { signOutFromProfile } from '../support/profile';
import { sandbox } from '../support/sandbox';
import { completeSandboxSignIn, signInAs } from '../support/sign-in';
import { expireAccessToken } from '../support/tokens';

test.beforeEach(async () => {
  await sandbox.reset();
});

test('a member signs in with a passcode and lands on the first plan, with no secret left in the URL or storage', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  const session = await page.evaluate(() => ({
    user: sessionStorage.getItem('logged_in_user'),
    access: sessionStorage.getItem('access_token'),
    refresh: sessionStorage.getItem('refresh_token'),
    verifier: sessionStorage.getItem('code_verifier'),
    plan: JSON.parse(sessionStorage.getItem('selected_plan') ?? 'null') as { contractType?: string } | null,
  }));
  expect(session.user).toBe('ava.medical');
  expect(session.access?.split('.')).toHaveLength(3);
  expect(session.refresh).toBeTruthy();
  expect(session.verifier).toBeNull();
  expect(session.plan?.contractType).toBe('Medical');
});

test('a member whose first active plan is Dental lands on the dental dashboard', async ({ page }) => {
  await signInAs(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
});

test('a deep link followed while signed out opens after sign-in and plan selection', async ({ page }) => {
  await page.goto('/traveling-abroad');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ava.medical');
  await expect(page).toHaveURL(/\/traveling-abroad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling Abroad' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('deep_link'))).toBeNull();
});

test('an expired access token is refreshed before the next call, once', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await expireAccessToken(page);
  const refreshRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/oauth2/token')) refreshRequests.push(request.postData() ?? '');
  });
  await page.goto('/select-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Active plans' })).toBeVisible();
  expect(refreshRequests).toHaveLength(1);
  expect(refreshRequests[0]).toContain('grant_type=refresh_token');
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
  expect(token.endsWith('.x')).toBe(false);
});

test('sign-out clears the session except the deep link and returns to /login', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.evaluate(() => sessionStorage.setItem('deep_link', '/claims'));
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key !== '__seeded__').sort());
  expect(left).toEqual(['deep_link']);
});

test('an error returned by sign-in is shown, not a blank page', async ({ page }) => {
  await page.goto('/auth-success?error=access_denied&error_description=Maximum%20passcode%20attempts%20reached.');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Maximum passcode attempts reached.');
  await expect(page).toHaveURL(/\/auth-success$/);
});

test('a sign-in return with a forged state is refused', async ({ page }) => {
  await page.goto('/auth-success?code=abc&state=forged');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is no longer valid. Please sign in again.');
});
