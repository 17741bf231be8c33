// Sign-in with PKCE and a passcode through the sandbox, tokens, deep links, sign-out.
import { codedErrors } from '@portal/contracts/error-catalogue';
import { signInUnavailableMessage } from '@portal/session';
import { test, expect } from '../support/portal-test';
import { signOutFromProfile } from '../support/profile';
import { sandbox, sandboxUrl } from '../support/sandbox';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
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
  // The plan lists kept for the session show at once; the fresh load behind them refreshes first.
  await expect.poll(() => refreshRequests.length).toBe(1);
  expect(refreshRequests[0]).toContain('grant_type=refresh_token');
  await page.waitForLoadState('networkidle');
  expect(refreshRequests).toHaveLength(1);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
  expect(token.endsWith('.x')).toBe(false);
});

test('sign-out clears the session except the deep link and returns to /login', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await page.evaluate(() => sessionStorage.setItem('deep_link', '/claims'));
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage).filter(([key]) => key !== '__seeded__')));
  // The sign-in page then starts the tab's page history afresh: it is the first page, with none before it.
  expect(left).toEqual({ deep_link: '/claims', current_page_path: '/login' });
});

test('Sign Out ends the session everywhere: every tab of it goes to /login, and its tokens stop working at the provider', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const page = await context.newPage();
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  // The second tab starts from a copy of the first tab's session, as "open in new tab" does.
  const second = await context.newPage();
  await second.goto('/login');
  await second.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  await second.goto('/pharmacy');
  await expect(second.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();

  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByRole('status').filter({ hasText: 'You signed out in another tab' })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('refresh_token'))).toBeNull();

  // The refresh token the browser held is refused by the token endpoint, and the access token by the API.
  const refresh = () =>
    fetch(`${sandboxUrl}/oidc/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'member-portal',
        refresh_token: session.refresh_token ?? '',
      }).toString(),
    }).then(async (response) => ({ status: response.status, error: ((await response.json()) as { error?: string }).error }));
  await expect.poll(refresh).toEqual({ status: 400, error: 'invalid_grant' });
  const api = await fetch(`${sandboxUrl}/member/portal/v1/users/ava.medical/settings`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(api.status).toBe(401);
  await context.close();
});

test('an error returned by sign-in shows the fixed message of its code, never the text of the link', async ({ page }) => {
  const planted = 'Your account is suspended. Call 1-900-555-0100 now';
  await page.goto(`/auth-success?error=access_denied&error_description=${encodeURIComponent(planted)}`);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  // access_denied: the sign-in pages' answer when the passcode attempts run out, in the catalogue's words.
  await expect(page.getByRole('alert')).toHaveText(codedErrors['LOG-0011'].message);
  await expect(page.getByText(planted)).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth-success$/);
  await page.goto(`/auth-success?error=${encodeURIComponent('<b>forged</b>')}`);
  await expect(page.getByRole('alert')).toHaveText('Sign-in was not completed. Please sign in again.');
});

test('a sign-in return with a forged state is refused', async ({ page }) => {
  await page.goto('/auth-success?code=abc&state=forged');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is no longer valid. Please sign in again.');
});

// The identity provider down or hanging while a member signs in: the sandbox's faults reach its
// discovery document and token endpoint. Either call waits 15 seconds at most (the browser's clock is
// moved on, the sandbox holds the call for real).
const discovery = 'openid-configuration';
const tokenEndpoint = 'oauth2/token';
const heldFor = 20_000;
const isTokenRequest = (url: string) => url.endsWith('/oidc/oauth2/token');

test('identity provider down at Sign In: the member is told the sign-in service cannot be reached, and Sign In works once it is back', async ({
  page,
  problems,
}) => {
  problems.expect(/503|Failed to load resource/);
  await sandbox.setFault({ path: discovery, status: 503 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(signInUnavailableMessage);
  await expect(page).toHaveURL(/\/login$/);
  await sandbox.clearFaults();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('identity provider hanging at Sign In: the member is told they are on the way, then after 15 seconds that the sign-in service cannot be reached', async ({
  page,
}) => {
  await sandbox.setFault({ path: discovery, delayMs: heldFor });
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taking you to sign in…' })).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('alert')).toHaveText(signInUnavailableMessage);
  await expect(page.getByText('Taking you to sign in…')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('token endpoint down at the sign-in return: the member is told the sign-in service cannot be reached', async ({ page, problems }) => {
  problems.expect(/503|Failed to load resource/);
  await sandbox.setFault({ path: tokenEndpoint, status: 503 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ava.medical');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(signInUnavailableMessage);
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('token endpoint hanging at the sign-in return: after 15 seconds the member is told the sign-in service cannot be reached', async ({
  page,
}) => {
  await sandbox.setFault({ path: tokenEndpoint, delayMs: heldFor });
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const exchange = page.waitForRequest((request) => isTokenRequest(request.url()));
  await completeSandboxSignIn(page, 'ava.medical');
  await exchange;
  await expect(page.getByRole('status').filter({ hasText: 'Signing you in…' })).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('alert')).toHaveText(signInUnavailableMessage);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
