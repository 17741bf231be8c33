// The production builds behind nginx on the repository's own config (deploy/nginx/): a member signs in
// and reaches the dashboard through it, under its Content-Security-Policy, with every API call through
// its gateway; and the request-targets that name another host reach nothing.
import { oddRequestTargets, sendRaw, startListener, statusOf } from '@portal/tools/odd-requests';
import { completeSandboxSignIn } from '../support/sign-in';
import { startNginxPortal } from '../support/nginx-portal';
import { test, expect } from '../support/portal-test';

let portal: Awaited<ReturnType<typeof startNginxPortal>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  portal = await startNginxPortal();
});
test.afterAll(() => portal?.stop());

test('a member signs in through nginx and reaches the dashboard, every API call through its gateway', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(member|fhir)\//.test(url.pathname)) apiCalls.push(url.origin);
  });
  await page.goto(`${portal.shellOrigin}/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ava.medical');
  await page.waitForURL(`${portal.shellOrigin}/medical/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The dashboard's cards come from the remotes' host, their data through the shell's gateway.
  await expect(page.getByRole('heading', { name: 'Claims', exact: false }).first()).toBeVisible();
  expect(apiCalls.length).toBeGreaterThan(3);
  expect(new Set(apiCalls)).toEqual(new Set([portal.shellOrigin]));
});

test('nginx refuses request-targets that name another host; that host hears nothing', async () => {
  const otherHost = await startListener();
  try {
    const failures: string[] = [];
    for (const origin of [portal.shellOrigin, portal.remotesOrigin]) {
      for (const { name, request, status, apiPath } of oddRequestTargets(otherHost.port)) {
        const answer = await sendRaw(Number(new URL(origin).port), request);
        const expected = origin === portal.remotesOrigin && apiPath ? /^(400|404)$/ : status;
        if (!expected.test(statusOf(answer))) failures.push(`${origin} ${name}: ${answer.split('\r\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
    expect(otherHost.heard).toEqual([]);
  } finally {
    otherHost.server.close();
  }
});
