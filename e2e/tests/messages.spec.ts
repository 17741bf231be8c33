// The messages remote: the message center and message detail with the bell's unread count,
// paging through a long inbox, message links from email through sign-in and plan selection, and the
// signed-in contact form. Every page is checked with axe in its loaded state.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { expectNoAxeViolations } from '../support/axe';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { completeSandboxSignIn, signInAs } from '../support/sign-in';

// Reading, deleting and sending change the sandbox's data.
test.afterEach(async () => {
  await sandbox.reset();
});

const bell = (page: Page) => page.getByTestId('notification-bell');
// Ava's newest message (MSG000001, unread): the seed's update on her newest prior authorization.
const avaNewest = 'Update on your prior authorization: MRI lumbar spine without contrast';
const messageList = (page: Page) => page.getByRole('list', { name: /^(Your messages|Messages for )/ });

// The member API lists in accessibleMembers exactly the members the user acts for (ava, and Mia at 15;
// not Noah at 19, whatever his family access), and the bell counts exactly those.
test('the bell is the total of the counts of exactly the members in the access rights', async ({ page }) => {
  const rightsAnswer = page.waitForResponse(
    (response) => response.url().includes('/accessrights/') && response.request().method() === 'GET',
  );
  const countAnswer = page.waitForResponse(
    (response) => response.url().includes('/messages/count') && response.request().method() === 'GET',
  );
  await signInAs(page, 'ava.medical');
  const rights = (await (await rightsAnswer).json()) as { accessibleMembers: { memberId: string }[] };
  const accessibleIds = rights.accessibleMembers.map((member) => member.memberId).sort();
  expect(accessibleIds).toEqual(['H1000100101', 'H1000100103']);

  const counted = await countAnswer;
  const url = new URL(counted.url());
  const selected = /message-center\/([^/]+)\/messages\/count/.exec(url.pathname)![1]!;
  const others = (url.searchParams.get('additionalRequestedMemberIds') ?? '').split(',').filter(Boolean);
  expect([selected, ...others].sort()).toEqual(accessibleIds);
  const counts = (await counted.json()) as { memberId: string; count: number }[];
  expect(counts.map((entry) => entry.memberId).sort()).toEqual(accessibleIds);
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  await expect(bell(page)).toHaveText(String(total));
});

test('ava reads an unread message: it is marked read and the bell drops from 3 to 2 at once', async ({ signedInPage: page }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Message center' })).toBeVisible();
  await expect(bell(page)).toHaveText('3');
  await expect(page.getByText('You have 3 unread messages.')).toBeVisible();
  const list = messageList(page);
  await expect(list.getByRole('link', { name: /^Unread / })).toHaveCount(3);
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);

  await list.getByRole('link', { name: `Unread ${avaNewest}` }).click();
  await expect(page).toHaveURL(/\/message\/MSG000001$/);
  await expect(page).toHaveTitle('Message - Member Portal');
  await expect(page.getByRole('heading', { level: 1, name: avaNewest })).toBeVisible();
  await expect(bell(page)).toHaveText('2');
  await expect(bell(page)).toHaveAttribute('aria-label', 'Messages, 2 unread');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(messageList(page).getByRole('link', { name: avaNewest, exact: true })).toBeVisible();
  await expect(messageList(page).getByRole('link', { name: /^Unread / })).toHaveCount(2);

  // The count is kept for the session: a reload shows the same bell.
  await page.reload();
  await expect(bell(page)).toHaveText('2');
});

test('ava deletes a message after confirming, and is back on the list without it', async ({ signedInPage: page }) => {
  await page.goto('/messages');
  await messageList(page).getByRole('link', { name: 'Save on your prescriptions with generic medicines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save on your prescriptions with generic medicines' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete message' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete message' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete message' }).click();
  await dialog.getByRole('button', { name: 'Delete message' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('The message “Save on your prescriptions with generic medicines” was deleted.')).toBeVisible();
  await expect(page.getByText('Showing 9 messages')).toBeVisible();
  await expect(messageList(page).getByRole('link', { name: 'Save on your prescriptions with generic medicines' })).toHaveCount(0);
  // A read message was deleted: the unread count stays.
  await expect(bell(page)).toHaveText('3');
  await expectNoAxeViolations(page);
});

test('hal.inbox pages through 150 unread messages, and returns to the same page from a message', async ({ page }) => {
  // A full sign-in, six page loads and two accessibility scans: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAs(page, 'hal.inbox');
  await page.waitForURL(/\/medical\/dashboard$/);
  await expect(bell(page)).toHaveText('99+');

  await bell(page).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Showing 1 to 10 of 150 messages')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Message pages' });
  await expect(pages.getByText('Page 1 of 15')).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // Months of monthly notices, each subject its own (no numbered copies of one subject).
  const firstOnPage1 = await messageList(page).getByRole('link').first().textContent();
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/messages\/2$/);
  await expect(page.getByText('Showing 11 to 20 of 150 messages')).toBeVisible();
  await expect(messageList(page).getByRole('link').first()).toHaveAccessibleName(/^Unread /);
  await expect(messageList(page).getByRole('link').first()).not.toHaveText(firstOnPage1 ?? '');

  await pages.getByRole('link', { name: 'Page 15', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/15$/);
  await expect(page.getByText('Showing 141 to 150 of 150 messages')).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The oldest message's subject (the link reads "Unread <subject>" while it is unread).
  const subject = (await messageList(page).getByRole('link').last().locator('span').last().textContent())!.trim();
  await messageList(page).getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(bell(page)).toHaveText('99+');
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messages\/15$/);
  await expect(messageList(page).getByRole('link').last()).toHaveAccessibleName(subject);

  // Unread messages only.
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Unread messages only' });
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Showing 1 to 10 of 149 messages')).toBeVisible();
});

test('a message link opened while signed out opens the message after sign-in and plan selection', async ({ page }) => {
  // ben.dental has Dental, Vision and an ended Medical plan; sign-in picks the first active (Dental).
  await page.goto('/message/MSG000015');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ben.dental');

  await expect(page).toHaveURL(/\/message\/MSG000015$/);
  // Ben's newest message on his Dental plan (a claim, premium or account notice; its subject depends on the day).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Message not found');
  await expect(page.getByRole('link', { name: 'Back to messages' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an email link with ?messageId keeps the message id through sign-in and opens it', async ({ page }) => {
  await page.goto('/messages?messageId=MSG000001');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('deepLinkMessage'))).toBe('MSG000001');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ava.medical');

  await expect(page).toHaveURL(/\/message\/MSG000001$/);
  await expect(page.getByRole('heading', { level: 1, name: avaNewest })).toBeVisible();
  await expect(bell(page)).toHaveText('2');
  expect(await page.evaluate(() => sessionStorage.getItem('deepLinkMessage'))).toBeNull();
});

test('the old message center addresses lead to the message center and to the message', async ({ signedInPage: page }) => {
  await page.goto('/message_center');
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message center' })).toBeVisible();
  await page.goto('/message_center/MSG000001');
  await expect(page).toHaveURL(/\/message\/MSG000001$/);
  await expect(page.getByRole('heading', { level: 1, name: avaNewest })).toBeVisible();
});

test('a message that does not exist says so, with the way back', async ({ signedInPage: page, problems }) => {
  problems.expect(/Failed to load resource|404/);
  await page.goto('/message/MSG999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your messages' })).toHaveAttribute('href', '/messages');
  await expectNoAxeViolations(page);
});

test('a failing message list shows the error in place with Try again; the rest of the page works', async ({
  signedInPage: page,
  problems,
}) => {
  problems.expect(/Failed to load resource|500/);
  await sandbox.failCalls('message-center/[^/]+/messages\\?', 500);
  await page.goto('/messages');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('An error occurred. We’re working on a fix. Please try again later.');
  await expect(page.getByRole('heading', { level: 1, name: 'Message center' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await fetch(`${sandboxUrl}/sandbox/faults`, { method: 'DELETE' });
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(messageList(page).getByRole('listitem')).toHaveCount(10);
});

test('the contact form shows field errors, keeps what was typed, and sends the message', async ({ signedInPage: page, problems }) => {
  // CON-0002 is a 400 answer, which the browser logs.
  problems.expect(/status of 400/);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Company ID')).toHaveValue('001');
  await expectNoAxeViolations(page);

  await form.getByLabel('Company ID').fill('');
  await form.getByLabel('Question or comments').fill('Twelve chars');
  await expect(form.getByText('12 of 450 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Send message' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your company ID',
    'Enter your phone number',
    'Choose the best day to call you',
    'Choose the best time to call you',
  ]);
  await expect(form.getByLabel('Question or comments')).toHaveValue('Twelve chars');
  await expectNoAxeViolations(page);

  await summary.getByRole('link', { name: 'Enter your phone number' }).click();
  const phone = form.getByLabel('Phone number');
  await expect(phone).toBeFocused();
  await phone.pressSequentially('501555012399');
  await expect(phone).toHaveValue('(501) 555-0123');

  // A company ID that is not the member's plan's (CON-0002) lands on its field.
  await form.getByLabel('Company ID').fill('002');
  await form.getByLabel('Best day to call you').selectOption({ label: 'Tuesday' });
  await form.getByLabel('Best time to call you').selectOption({ label: 'Afternoon (noon to 5 p.m.)' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'This company ID doesn’t match your plan. Check the company ID on your member ID card and try again.',
  ]);
  await expect(form.getByLabel('Company ID')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Company ID').fill('001');
  await form.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expectNoAxeViolations(page);

  const outbox = (await (await fetch(`${sandboxUrl}/sandbox/outbox?to=${encodeURIComponent('ava.medical@example.com')}`)).json()) as {
    subject: string;
  }[];
  expect(outbox[0]?.subject).toBe('We received your message');
});
