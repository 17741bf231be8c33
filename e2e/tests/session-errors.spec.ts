// Error handling of docs/product/errors-and-messages.md#errors-handling end to end, refresh failure, tabs sharing a session, and
// nothing secret in the console.
import type { Page } from '@playwright/test';
import { genericMessages } from '@portal/contracts/error-messages';
import { test, expect } from '../support/portal-test';
import { openInApp } from '../support/in-app-navigation';
import { sandbox } from '../support/sandbox';
import { completeSandboxSignIn, signInAs } from '../support/sign-in';
import { expireAccessToken, makeAccessTokenDue } from '../support/tokens';

test.afterEach(async () => {
  await sandbox.reset();
});

test('/initiate-login goes straight to the sign-in page', async ({ page }) => {
  await page.goto('/initiate-login');
  await expect(page).toHaveURL(/localhost:4000\/interaction\//);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a failing call shows the error dialog with the call code and the generic message; the page keeps working', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/500/);
  await sandbox.failCalls('memberships', 500);
  await page.goto('/select-plan');
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Error code: BP-NFA-002');
  await expect(dialog).toContainText('An error occurred. We’re working on a fix. Please try again later.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The portal keeps working in the same page: a client-side navigation to another remote's page.
  await openInApp(page, '/pharmacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
});

test('a refused refresh signs out with OAU-0001', async ({ page, problems }) => {
  problems.expect(/400|401/);
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expireAccessToken(page);
  await page.evaluate(() => sessionStorage.setItem('refresh_token', 'revoked-or-forged'));
  await page.goto('/select-plan');
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Error code: OAU-0001');
  await expect(dialog).toContainText('For your security, please sign in again.');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

const isTokenEndpoint = (url: string) => url.endsWith('/oidc/oauth2/token');

/** The statuses the token endpoint answered the page with, in order. */
function tokenEndpointAnswers(page: Page): number[] {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (isTokenEndpoint(response.url()) && response.request().method() === 'POST') answers.push(response.status());
  });
  return answers;
}

const membershipsLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/users\/[^/]+\/memberships$/.test(new URL(response.url()).pathname) && response.status() === 200);

test('refresh 503 while the access token still lives: the refresh is tried again, the member stays signed in and the page loads', async ({
  page,
  problems,
}) => {
  problems.expect(/503/);
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  const refreshTokenBefore = await page.evaluate(() => sessionStorage.getItem('refresh_token'));
  await makeAccessTokenDue(page, 25);
  await sandbox.setFault({ path: 'oauth2/token', status: 503 });
  const answers = tokenEndpointAnswers(page);
  const refused = page.waitForResponse((response) => isTokenEndpoint(response.url()) && response.status() === 503);
  const loaded = membershipsLoaded(page);
  await page.goto('/select-plan');
  await refused;
  // The identity provider is back before the access token expires.
  await sandbox.clearFaults();
  await loaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Active plans' })).toBeVisible();
  expect(answers[0]).toBe(503);
  expect(answers.at(-1)).toBe(200);
  await expect(page).toHaveURL(/\/select-plan$/);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('refresh_token'))).not.toBe(refreshTokenBefore);
});

test('refresh 503 once the access token has expired: the call says the portal is down, the member stays signed in, and the page recovers', async ({
  page,
  problems,
}) => {
  problems.expect(/503/);
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expireAccessToken(page);
  await sandbox.setFault({ path: 'oauth2/token', status: 503 });
  await page.goto('/select-plan');
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText(genericMessages['503']);
  await expect(dialog).toContainText(/Error code: BP-NFA-\d+/);
  await expect(page).toHaveURL(/\/select-plan$/);
  expect(await page.evaluate(() => sessionStorage.getItem('refresh_token'))).toBeTruthy();

  await sandbox.clearFaults();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const loaded = membershipsLoaded(page);
  await page.reload();
  await loaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Active plans' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/select-plan$/);
});

test('two tabs of one session share one refresh: the rotated refresh token is never sent twice', async ({ browser, signedInSession }) => {
  await sandbox.reset();
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const page = await context.newPage();
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expireAccessToken(page);
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  expect(signedInSession.access_token).toBeTruthy();
  // The second tab starts from a copy of the first tab's session, as "open in new tab" does.
  const second = await context.newPage();
  await second.goto('/login');
  await second.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/oidc/oauth2/token'))
      refreshes.push(new URLSearchParams(request.postData() ?? '').get('refresh_token') ?? '');
  });
  await Promise.all([page.goto('/select-plan'), second.goto('/select-plan')]);
  for (const tab of [page, second]) await expect(tab.getByRole('heading', { level: 2, name: 'Active plans' })).toBeVisible();
  // The plan lists kept for the session show at once; the fresh loads behind them refresh first.
  await expect.poll(() => refreshes.length).toBe(1);
  await Promise.all([page, second].map((tab) => tab.waitForLoadState('networkidle')));
  expect(refreshes).toHaveLength(1);
  const [first, other] = await Promise.all([page, second].map((tab) => tab.evaluate(() => sessionStorage.getItem('refresh_token'))));
  expect(first).toBe(other);
  expect(first).not.toBe(session.refresh_token);
  await context.close();
});

test('activity in one tab keeps the other tab signed in', async ({ browser, signedInSession }) => {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded__')) return;
    sessionStorage.setItem('__seeded__', '1');
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, signedInSession);
  await context.clock.install();
  const [active, idle] = [await context.newPage(), await context.newPage()];
  for (const tab of [active, idle]) {
    await tab.goto('/pharmacy');
    await expect(tab.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  }
  await context.clock.fastForward('10:00');
  await active.getByRole('heading', { level: 1 }).click();
  await active.keyboard.press('Tab');
  await context.clock.fastForward('05:00');
  await expect(active.getByRole('alertdialog')).toHaveCount(0);
  await expect(idle.getByRole('alertdialog')).toHaveCount(0);
  await expect(idle).toHaveURL(/\/pharmacy$/);
  await context.close();
});

test('no token, refresh token, code verifier or member id is written to the console during sign-in and use', async ({ page }) => {
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await page.goto('/login');
  // Hold the redirect to the identity provider to read the verifier the portal kept for it.
  let authorizationUrl = '';
  await page.route('http://localhost:4000/oidc/auth?*', (route) => {
    authorizationUrl = route.request().url();
    return route.fulfill({ status: 204 }); // a 204 navigation leaves the portal page in place
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => authorizationUrl).not.toBe('');
  const verifier = await page.evaluate(() => sessionStorage.getItem('code_verifier'));
  expect(authorizationUrl).not.toContain(verifier as string);
  await page.unrouteAll();
  await page.goto(authorizationUrl);
  await completeSandboxSignIn(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/traveling-abroad');
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
  const secrets = await page.evaluate(() => [
    sessionStorage.getItem('access_token'),
    sessionStorage.getItem('refresh_token'),
    (JSON.parse(sessionStorage.getItem('selected_plan') ?? '{}') as { memberId?: string }).memberId,
  ]);
  for (const secret of [...secrets, verifier]) {
    expect(secret).toBeTruthy();
    expect(consoleText.join('\n')).not.toContain(secret as string);
  }
  expect(page.url()).not.toContain('code=');
});
