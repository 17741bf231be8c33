// docs/decisions/0008-failing-remote-never-takes-portal-down.md: a failing remote never takes the portal down.
import type { Page } from '@playwright/test';
import { slowLoadMessage } from '@portal/ui';
import { test, expect } from '../support/portal-test';
import { FaultyRemoteServer } from '../support/faulty-remote-server';
import { signOutFromProfile } from '../support/profile';
import { TestRemoteServer } from '../support/remote-server';
import { servedBuildDir } from '../support/served-build';

const claims = new TestRemoteServer(servedBuildDir('mfe-claims'), 3191);
const faultyClaims = new FaultyRemoteServer(servedBuildDir('mfe-claims'), 3192);
/** The Traveling abroad page's own chunk, which the claims remote's runtime loads once its entry is in. */
const travelingAbroadChunk = /__federation_expose_TravelingAbroadPage\.[0-9a-f]+\.js$/;

test.afterEach(async () => {
  await claims.stop();
  await faultyClaims.stop();
});

const unavailablePanel = (page: Page) => page.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' });

/** Retry on the panel loads the remote, its server healed meanwhile, in the same page. */
async function retryLoadsTravelingAbroad(page: Page): Promise<void> {
  faultyClaims.heal();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
}

test('with a remote down its route shows the panel, everything else keeps working, and Retry recovers without a reload', async ({
  signedInPage: page,
  problems,
}) => {
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

test('a remote whose server never answers says so after 8 seconds and shows the panel after 15, not "Loading…" forever; Retry loads it once the server answers', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/mfe_claims could not be loaded|Failed to load resource/);
  await faultyClaims.stall(/./).start();
  await page.clock.install();
  const composition = faultyClaims.received(/\/remote-manifest\.json$/);
  const federationManifest = faultyClaims.received(/\/mf-manifest\.json$/);
  await page.goto(`/traveling-abroad?remote.mfe_claims=${faultyClaims.manifestUrl}`);
  // Its manifest for the menus and routes: given up after 15 seconds, the copy remotes.json carries stands in.
  await composition;
  await page.clock.fastForward(15_000);
  // The page itself: its federation manifest never comes either. (Its load may start before the page
  // shows "Loading…": a reload with the rights kept starts it as soon as the portal is composed.)
  await federationManifest;
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await page.clock.fastForward(8_000);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toContainText(slowLoadMessage);
  await page.clock.fastForward(7_000);
  await expect(unavailablePanel(page)).toBeFocused();
  await retryLoadsTravelingAbroad(page);
});

test('a chunk of a remote page that never arrives shows the panel after 15 seconds; Retry asks for it afresh', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/mfe_claims could not be loaded|Failed to load resource|ChunkLoadError|Loading chunk/);
  await faultyClaims.stall(travelingAbroadChunk).start();
  await page.clock.install();
  // Not until "load": the chunk the page never gets may be one the browser holds that event for.
  await page.goto(`/traveling-abroad?remote.mfe_claims=${faultyClaims.manifestUrl}`, { waitUntil: 'commit' });
  // The federation runtime preloads the chunk as soon as it has the manifest; the remote's own runtime
  // asks for it with a script element once its entry is in, and that is when the waiting starts.
  await page.locator('script[src*="__federation_expose_TravelingAbroadPage"]').waitFor({ state: 'attached' });
  await page.clock.fastForward(15_000);
  await expect(unavailablePanel(page)).toBeVisible();
  // The remote's own runtime lets go of the chunk at its deadline too, a moment after the shell did.
  await page.clock.fastForward(1_000);
  await retryLoadsTravelingAbroad(page);
});

test('a broken remote bundle shows the panel, and Retry loads the remote once it is fixed', async ({ signedInPage: page, problems }) => {
  problems.expect(/mfe_claims could not be loaded|SyntaxError|Unexpected/);
  await faultyClaims.break(/\/remoteEntry\.js$/, 'var mfe_claims = { get: function (').start();
  await page.goto(`/traveling-abroad?remote.mfe_claims=${faultyClaims.manifestUrl}`);
  await expect(unavailablePanel(page)).toBeFocused();
  await retryLoadsTravelingAbroad(page);
});

test('a missing chunk of a remote page shows the panel, and Retry loads the page once the chunk is back', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/mfe_claims could not be loaded|Failed to load resource|ChunkLoadError|Loading chunk/);
  await faultyClaims.miss(travelingAbroadChunk).start();
  await page.goto(`/traveling-abroad?remote.mfe_claims=${faultyClaims.manifestUrl}`);
  await expect(unavailablePanel(page)).toBeFocused();
  await retryLoadsTravelingAbroad(page);
});
