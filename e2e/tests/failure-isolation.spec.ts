// docs/architecture.md decision 5: a failing remote never takes the portal down.
import { test, expect } from '../support/portal-test';
import { signOutFromProfile } from '../support/profile';
import { TestRemoteServer } from '../support/remote-server';
import { servedBuildDir } from '../support/served-build';

const claims = new TestRemoteServer(servedBuildDir('mfe-claims'), 3191);

test.afterEach(async () => {
  await claims.stop();
});

test('with a remote down its route shows the panel, everything else keeps working, and Retry recovers without a reload', async ({ signedInPage: page, problems }) => {
  problems.expect(/mfe_claims could not be loaded|Failed to load resource|ERR_CONNECTION_REFUSED/);
  await claims.start();
  await page.goto(`/traveling-abroad?remote.mfe_claims=${claims.manifestUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();

  await claims.stop();
  await page.goto('/traveling-abroad');
  const panel = page.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();

  // Navigation and the other remotes keep working.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pharmacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  await nav.getByRole('button', { name: 'Policy', exact: true }).click();
  await nav.getByRole('link', { name: 'Traveling Abroad' }).click();
  await expect(panel).toBeVisible();

  // The server comes back: Retry loads the remote in the same page, with no reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await claims.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('sign-out keeps working while a remote is down', async ({ signedInPage: page, problems }) => {
  problems.expect(/mfe_claims could not be loaded|Failed to load resource|ERR_CONNECTION_REFUSED/);
  await page.goto(`/traveling-abroad?remote.mfe_claims=${claims.manifestUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' })).toBeVisible();
  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
