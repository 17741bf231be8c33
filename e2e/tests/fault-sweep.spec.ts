// Fault sweep: every signed-in page of every remote (and the dashboard) is opened while its
// calls fail with 500, 503, 401 or malformed JSON, or stall for 10 seconds. The page must show the
// message of docs/product/errors-and-messages.md#errors-dialog for that failure (in place or in the error dialog), never a blank screen
// or an uncaught error (the problems fixture fails the test on those), and must recover once the fault
// is cleared. The shell's own frame calls (rights, settings, notice, availability) are left alone
// here: their failure has a test of its own below.
import type { Page, Response } from '@playwright/test';
import { genericMessages, type GenericMessageKey } from '@portal/contracts/error-messages';
import { test, expect, type PageProblems } from '../support/portal-test';
import { fillContactForm } from '../support/contact-form';
import { medicalRemoteRoutes } from '../support/remote-pages';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

/**
 * The member's own data calls: everything of the member API and FHIR but the shell's frame calls
 * (rights, settings, notice, availability, and the bell's unread count, which fails silently).
 */
const pageCalls = String.raw`^/(fhir/|member/portal/v1/(?!public/|users/[^/]+/(accessrights|settings)|message-center/[^/]+/messages/count))`;

type Fault = { name: string; path?: string; body: { status?: number; malformed?: boolean; delayMs?: number }; message?: GenericMessageKey };

const failures: Fault[] = [
  { name: '500', body: { status: 500 }, message: '500' },
  { name: '503', body: { status: 503 }, message: '503' },
  { name: '401', body: { status: 401 }, message: '401' },
  { name: 'malformed JSON', body: { malformed: true }, message: 'UNHANDLED_ERROR' },
];
const stall: Fault = { name: 'a 10-second stall', body: { delayMs: 10_000 } };

/** Signed-in pages ava.medical may open that take no path parameter: every remote's, and the dashboard. */
const sweptPages = [
  { path: '/medical/dashboard', title: 'Welcome' },
  ...medicalRemoteRoutes.map((route) => ({ path: route.path, title: route.title ?? '' })),
];

async function setFault(fault: Fault) {
  await sandbox.setFault({ path: fault.path ?? pageCalls, ...fault.body });
}

/** Watches the page's data calls: how many were answered with the fault. */
function watchPageCalls(page: Page, fault: Fault) {
  let faulted = 0;
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    // The API is on the portal's origin behind the gateway (docs/deploy.md#the-serving-rules): its paths tell it apart.
    if (response.request().method() === 'OPTIONS') return;
    if (!new RegExp(pageCalls).test(url.pathname)) return;
    if (fault.body.status ? response.status() === fault.body.status : response.status() === 200) faulted += 1;
  };
  page.on('response', onResponse);
  return {
    count: () => faulted,
    stop: () => page.off('response', onResponse),
  };
}

/** The page's frame is there and its main region says something: never a blank screen. */
async function expectNotBlank(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(0);
}

/** Closes the error dialog if one is open, and presses every Try again the page shows. */
async function recover(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Error' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  for (let pass = 0; pass < 5; pass += 1) {
    const retry = page.getByRole('button', { name: 'Try again' });
    if ((await retry.count()) === 0) break;
    // A page may recover on its own between the count and the click (a call it repeats once the fault
    // clears): then the button is gone, and there is nothing left to press.
    await retry
      .first()
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await retry.count()) > 0) throw error;
      });
  }
}

function allowFailedCalls(problems: PageProblems) {
  // The browser logs every answered error status as a console error; those are the injected faults.
  problems.expect(/Failed to load resource|status of (401|500|503)/);
}

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  await sandbox.clearFaults();
});

for (const { path, title } of sweptPages) {
  test(`${path}: each failure shows its docs/product/errors-and-messages.md#errors-handling message, a stall shows progress, and the page recovers`, async ({
    signedInPage: page,
    problems,
  }) => {
    allowFailedCalls(problems);
    // First, as it should be: the page and its heading (in sentence case; the route title is the screen's name).
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toContainText(title, { ignoreCase: true });

    for (const fault of failures) {
      await setFault(fault);
      const calls = watchPageCalls(page, fault);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expectNotBlank(page);
      // A page that made data calls of its own must say why they failed.
      if (calls.count() > 0)
        await expect(page.getByText(genericMessages[fault.message ?? 'default']).first(), `${path} under ${fault.name}`).toBeVisible();
      else test.info().annotations.push({ type: 'no data calls on load', description: `${path} (${fault.name})` });
      calls.stop();
      await sandbox.clearFaults();
      await recover(page);
      await expect(page.getByText(genericMessages[fault.message ?? 'default'])).toHaveCount(0);
      await expect(heading).toContainText(title, { ignoreCase: true });
    }

    // A stall: the frame and heading or a progress message show while the calls hang, then a reload
    // with the fault cleared shows the page.
    await setFault(stall);
    await page.reload({ waitUntil: 'commit' });
    await expectNotBlank(page);
    await sandbox.clearFaults();
    await page.reload();
    await expect(heading).toContainText(title, { ignoreCase: true });
  });
}

test('the plan cannot load: the page says so, keeps its frame, and recovers on reload', async ({ signedInPage: page, problems }) => {
  allowFailedCalls(problems);
  await sandbox.setFault({ path: '/accessrights/', status: 500 });
  // With the plan's rights kept from before (docs/decisions/0019-reload-renders-from-kept-rights.md), the page
  // opens from them while asking for them again fails.
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  // Without them (a first visit), it cannot know what the plan allows, and says so.
  await page.evaluate(() => sessionStorage.removeItem('plan_rights'));
  await page.reload();
  await expect(page.getByText("We couldn't load your plan information. Please refresh the page to try again.")).toBeVisible();
  await expectNotBlank(page);
  await sandbox.clearFaults();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
});

test('a form being sent when its call fails keeps everything the member typed, and sends once the fault clears', async ({
  signedInPage: page,
  problems,
}) => {
  allowFailedCalls(problems);
  const form = await fillContactForm(page, 'Is my physical therapy covered?');
  const typed = async () => ({
    phone: await form.getByLabel('Phone number').inputValue(),
    day: await form.getByLabel('Best day to call you').inputValue(),
    time: await form.getByLabel('Best time to call you').inputValue(),
    comments: await form.getByLabel('Question or comments').inputValue(),
  });
  const before = await typed();

  for (const fault of [...failures, { ...stall, body: { delayMs: 3_000, status: 503 }, message: '503' as const }]) {
    await setFault(fault);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(genericMessages[fault.message ?? 'default']).first(), `contact form under ${fault.name}`).toBeVisible({
      timeout: 10_000,
    });
    await recover(page);
    expect(await typed(), `what the member typed, after ${fault.name}`).toEqual(before);
    await sandbox.clearFaults();
  }

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' })).toBeVisible();
});

// The admin console's pages, as sam.admin. Each admin call failing (search, account,
// block date, audit trail) shows its docs/product/errors-and-messages.md#errors-handling message in place, never a blank screen, and the page
// keeps working once the call answers again (search again, Try again, confirm again).
test('the admin pages: each admin call failing shows its message, and the page keeps working', async ({ page, problems }) => {
  test.setTimeout(120_000);
  allowFailedCalls(problems);
  await sandbox.reset();
  await signInAs(page, 'sam.admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Find an account' })).toBeVisible();
  const adminCalls = (call: string) => String.raw`^/member/portal/v1/admin/accounts/` + call;
  const search = async () => {
    await page.getByLabel('First name', { exact: true }).fill('lee');
    await page.getByLabel('Last name', { exact: true }).fill('carv');
    await page.getByRole('button', { name: 'Search' }).click();
  };

  for (const fault of failures) {
    const message = genericMessages[fault.message ?? 'default'];
    // The search: the message shows in place, the terms stay, and the same search works once the fault clears.
    await sandbox.setFault({ path: adminCalls('search$'), ...fault.body });
    await search();
    await expect(page.getByText(message).first(), `search under ${fault.name}`).toBeVisible();
    await expectNotBlank(page);
    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: /account(s)? found/ })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Lee Carver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();
  const accountPath = new URL(page.url()).pathname;

  for (const fault of failures) {
    const message = genericMessages[fault.message ?? 'default'];
    // The account: the message and Try again, which loads it once the fault clears.
    await sandbox.setFault({ path: adminCalls('[^/]+$'), ...fault.body });
    await page.reload();
    await expect(page.getByText(message).first(), `account under ${fault.name}`).toBeVisible();
    await expectNotBlank(page);
    await sandbox.clearFaults();
    await recover(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);

    // A block date: the dialog says why it failed and stays open; confirming again once the fault clears saves it.
    await sandbox.setFault({ path: adminCalls('[^/]+/block-dates$'), ...fault.body });
    await page.getByLabel('Block from', { exact: true }).fill(insurerTodayTyped());
    await page.getByRole('button', { name: 'Save date' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Block Lee Carver's account?" });
    await dialog.getByRole('button', { name: 'Block Lee Carver' }).click();
    await expect(dialog.getByText(message).first(), `block date under ${fault.name}`).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await sandbox.clearFaults();
  }
  await page.getByRole('button', { name: 'Save date' }).click();
  await page.getByRole('alertdialog', { name: "Block Lee Carver's account?" }).getByRole('button', { name: 'Block Lee Carver' }).click();
  await expect(page.getByText(/Lee Carver's account is blocked from/)).toBeVisible();

  for (const fault of failures) {
    const message = genericMessages[fault.message ?? 'default'];
    // The audit trail: the message and Try again.
    await sandbox.setFault({ path: adminCalls('[^/]+/audit'), ...fault.body });
    await page.goto(`${accountPath}/audit`);
    await expect(page.getByText(message).first(), `audit trail under ${fault.name}`).toBeVisible();
    await expectNotBlank(page);
    await sandbox.clearFaults();
    await recover(page);
    await expect(page.getByRole('cell', { name: 'Block date set' }).first()).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  }

  // A stall: the frame and a progress message show while the account's call hangs.
  await sandbox.setFault({ path: adminCalls('[^/]+$'), ...stall.body });
  await page.goto(accountPath, { waitUntil: 'commit' });
  await expect(page.getByText('Loading the account…')).toBeVisible();
  await expectNotBlank(page);
  await sandbox.clearFaults();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lee Carver' })).toBeVisible();
});

/** Today as the insurer counts it (America/Chicago), as the forms take it: MM/DD/YYYY. */
function insurerTodayTyped(): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

test.afterAll(async () => {
  await sandbox.reset();
});
