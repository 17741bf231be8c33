// docs/decisions/0004-remotes-found-at-run-time.md, docs/decisions/0005-remotes-loaded-only-when-needed.md: remotes come from the runtime registry, and only when needed.
import { test, expect } from '../support/portal-test';
import { remotePages } from '../support/remote-pages';

const remotePorts = /localhost:300[1-5]\//;

test('/login fetches no remote entry and no remote code', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (remotePorts.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('a remote is fetched the first time one of its routes is visited, and only that remote (plus the bell feed)', async ({
  signedInPage: page,
}) => {
  const requestedPorts = new Set<string>();
  page.on('request', (request) => {
    const match = /localhost:(300[1-5])\//.exec(request.url());
    if (match?.[1]) requestedPorts.add(match[1]);
  });
  await page.goto('/pharmacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  // Once a plan is selected the bell loads the messages remote's count feed (docs/decisions/0005-remotes-loaded-only-when-needed.md).
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  expect([...requestedPorts].sort()).toEqual(['3002', '3003']);
});

test('every remote page renders inside the shell with the route title', async ({ signedInPage: page }) => {
  for (const { path, heading } of remotePages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/ - Member Portal$/);
  }
});

test('signed-out visitors of a protected route go to /login and the route is kept as the deep link', async ({ page }) => {
  await page.goto('/traveling-abroad');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('deep_link'))).toBe('/traveling-abroad');
});

test('an invalid remote registry stops start-up with a clear message instead of a blank page', async ({ page, problems }) => {
  problems.expect(/start-up failed/);
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"remotes":{"mfe_claims":{"manifest":"ftp://x"}}}' }),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: "The Member Portal can't load right now" })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
});
