// Mfe-registration: a new member registers in four steps and signs in; a child needs a
// legal guardian; an existing account gets REG-0004, the same answer as no match; a locked account is unlocked, and a forgotten
// password reset, through account help with a passcode read from the sandbox outbox. Every page
// passes axe (WCAG 2.1 A and AA) in its loaded state.
import type { Page } from '@playwright/test';
import { routes } from '../support/portal-routes';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { completeSandboxSignIn } from '../support/sign-in';

test.beforeAll(async () => {
  await sandbox.reset();
});

test.afterEach(async () => {
  await sandbox.reset();
});

/** What the sandbox sent to an address (email or phone), newest first. */
async function outbox(to: string): Promise<{ subject: string; body: string }[]> {
  const response = await fetch(`${sandboxUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { subject: string; body: string }[];
}

/** The 6-digit passcode in the newest message to an address. */
async function latestPasscode(to: string): Promise<string> {
  const passcode = /\b\d{6}\b/.exec((await outbox(to))[0]?.body ?? '')?.[0];
  if (!passcode) throw new Error(`no passcode was sent to ${to}`);
  return passcode;
}

/** A seeded member's date of birth as typed in the forms (MM/DD/YYYY). */
async function typedBirthDate(username: string): Promise<string> {
  const personas = (await (await fetch(`${sandboxUrl}/sandbox/personas`)).json()) as { username: string | null; birthDate: string }[];
  const birthDate = personas.find((persona) => persona.username === username)?.birthDate;
  if (!birthDate) throw new Error(`no persona ${username}`);
  const [year, month, day] = birthDate.split('-');
  return `${month}/${day}/${year}`;
}

/** The page's one h1 (sentence case) and its route title (the route table's, title case). */
async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`${routes.find((route) => route.path === path)?.title} - Member Portal`);
}

async function verifyMembership(
  page: Page,
  member: { memberId: string; ssnLast4: string; firstName: string; lastName: string; dateOfBirth: string },
) {
  const form = page.getByRole('form', { name: 'Verify your membership' });
  await form.getByRole('textbox', { name: /^Member ID/ }).fill(member.memberId);
  await form.getByLabel('Last 4 digits of your Social Security number').fill(member.ssnLast4);
  await form.getByLabel('First name').fill(member.firstName);
  await form.getByLabel('Last name').fill(member.lastName);
  await form.getByLabel('Date of birth').fill(member.dateOfBirth);
}

const rae = { memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '05/20/1990' };

test('Rae Newman registers in four steps, going back and reloading on the way, and signs in', async ({ page }) => {
  // Four pages and two dialogs, each checked with axe, then a full sign-in.
  test.slow();
  const username = 'raenewman1990';
  await page.goto('/register');
  await expectPage(page, '/register', 'Register');
  await expectNoAxeViolations(page);
  await verifyMembership(page, rae);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectPage(page, '/create-account', 'Create account');
  await expect(page.getByText('We found your membership, Rae.')).toBeVisible();
  const account = page.getByRole('form', { name: 'Create your account' });
  await account.getByLabel('Username').fill(username);
  await account.getByLabel('Password (required)', { exact: true }).fill('portal');
  const checklist = account.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'An uppercase letter (A-Z)' })).toContainText('not met yet');
  await account.getByLabel('Password (required)', { exact: true }).fill('Portal#2026');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'not met yet' })).toHaveCount(0);
  await account.getByLabel('Confirm password (required)', { exact: true }).fill('Portal#2026');
  await account.getByLabel(/Mobile phone number/).pressSequentially('5015551201');
  await expect(account.getByLabel(/Mobile phone number/)).toHaveValue('(501) 555-1201');
  await account.getByLabel(/Email address/).fill(`${username}@example.com`);
  await account.getByLabel(/First security question/).selectOption({ index: 1 });
  await account.getByLabel(/Answer to the first question/).fill('Biscuit');
  await account.getByLabel(/Second security question/).selectOption({ index: 2 });
  await account.getByLabel(/Answer to the second question/).fill('Conway');
  await account.getByRole('checkbox', { name: /I have read and accept the terms and conditions/ }).check();
  await expectNoAxeViolations(page);

  // A step back keeps everything; a reload keeps the place and all but the secrets.
  await account.getByRole('link', { name: 'Back' }).click();
  await expectPage(page, '/register', 'Register');
  await expect(page.getByRole('textbox', { name: /^Member ID/ })).toHaveValue('REG000001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPage(page, '/create-account', 'Create account');
  await expect(account.getByLabel('Username')).toHaveValue(username);
  await page.reload();
  await expectPage(page, '/create-account', 'Create account');
  await expect(account.getByLabel('Username')).toHaveValue(username);
  await expect(account.getByLabel('Password (required)', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Portal#2026');
  await account.getByLabel('Password (required)', { exact: true }).fill('Portal#2026');
  await account.getByLabel('Confirm password (required)', { exact: true }).fill('Portal#2026');
  await account.getByLabel(/Answer to the first question/).fill('Biscuit');
  await account.getByLabel(/Answer to the second question/).fill('Conway');
  await account.getByRole('button', { name: 'Continue' }).click();

  await expectPage(page, '/communication-settings', 'Communication settings');
  await expect(page.getByRole('checkbox', { name: 'Paperless explanations of benefits' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Annual benefit letter' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectPage(page, '/complete-registration', 'Complete registration');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(username);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expectNoAxeViolations(page);
  const created = page.waitForResponse((response) => response.url().endsWith('/public/users') && response.request().method() === 'POST');
  await terms.getByRole('button', { name: 'I agree, create my account' }).click();
  expect((await created).status()).toBe(201);

  const success = page.getByRole('dialog', { name: 'Your account is ready' });
  await expect(success).toContainText(`The username is ${username}.`);
  await expectNoAxeViolations(page);
  expect((await outbox(`${username}@example.com`)).map((mail) => mail.subject)).toContain('Welcome to the member portal');
  await success.getByRole('button', { name: 'Sign in' }).click();
  await completeSandboxSignIn(page, username);
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});

test('Kit Newman, under 14, must be registered by a legal guardian', async ({ page }) => {
  await page.goto('/register');
  await verifyMembership(page, {
    memberId: 'REG000002',
    ssnLast4: '8765',
    firstName: 'Kit',
    lastName: 'Newman',
    dateOfBirth: '02/02/2016',
  });
  const guardian = page.getByRole('group', { name: 'Parent or legal guardian' });
  await expect(guardian).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = page.getByRole('form', { name: 'Verify your membership' }).getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Enter the legal guardian’s first name', 'Enter the legal guardian’s last name']);
  await expect(page).toHaveURL(/\/register$/);

  await guardian.getByLabel('Guardian’s first name').fill('Jo');
  await guardian.getByLabel('Guardian’s last name').fill('Newman');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPage(page, '/create-account', 'Create account');
  await expect(page.getByText(/We found the membership of Kit Newman\. As their parent or legal guardian/)).toBeVisible();
});

test('a member who already has an account gets the same REG-0004 as no match, with a way to sign in, and keeps what was typed', async ({
  page,
  problems,
}) => {
  problems.expect(/404/);
  await page.goto('/register');
  await verifyMembership(page, {
    memberId: 'H1000100101',
    ssnLast4: '1001',
    firstName: 'Ava',
    lastName: 'Martinez',
    dateOfBirth: await typedBirthDate('ava.medical'),
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = page.getByRole('form', { name: 'Verify your membership' }).getByRole('alert');
  await expect(summary).toContainText('We couldn’t verify these details for a new account.');
  await expect(summary).toContainText('(Error code REG-0004)');
  await expect(summary).not.toContainText('already has an account');
  await expect(summary).toBeFocused();
  await expect(page.getByRole('link', { name: 'get help with your username or password' }).first()).toHaveAttribute(
    'href',
    '/account-help',
  );
  await expect(page.getByRole('textbox', { name: /^Member ID/ })).toHaveValue('H1000100101');
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAxeViolations(page);
});

async function resetPasswordThroughAccountHelp(
  page: Page,
  { username, topic, newPassword }: { username: string; topic: string; newPassword: string },
) {
  await page.goto('/account-help');
  await expectPage(page, '/account-help', 'Need help with your account?');
  await page.getByRole('radio', { name: topic }).check();
  const request = page.getByRole('form', { name: 'Get a passcode' });
  await request.getByLabel('Username').fill(username);
  await request.getByLabel('Date of birth').fill(await typedBirthDate(username));
  await request.getByRole('radio', { name: /Email/ }).check();
  await expectNoAxeViolations(page);
  await request.getByRole('button', { name: 'Send passcode' }).click();

  const passcode = page.getByRole('form', { name: 'Enter your passcode' });
  // The same words whether or not the details match an account: the channel, never an address.
  await expect(
    page.getByText('If the username and date of birth match an account, we sent a passcode to the email address on your account.'),
  ).toBeVisible();
  await passcode.getByLabel('Passcode').fill(await latestPasscode(`${username}@example.com`));
  await expectNoAxeViolations(page);
  await passcode.getByRole('button', { name: 'Verify passcode' }).click();

  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('What was the name of your first pet?').fill('Rover');
  await reset.getByLabel('In what city were you born?').fill('Little Rock');
  await reset.getByLabel('New password (required)', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password (required)', { exact: true }).fill(newPassword);
  await expectNoAxeViolations(page);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset and your account is unlocked.')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Signs in on the sandbox pages with a password other than the personas' one. */
async function signInWithPassword(page: Page, username: string, password: string) {
  // The portal reads the provider's endpoints (discovery) before it goes to the sign-in page.
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').check();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await page.getByLabel('Passcode').fill(await latestPasscode(`${username}@example.com`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('lee.locked is locked by three failed sign-ins and unlocked through account help', async ({ page, problems }) => {
  test.slow();
  problems.expect(/401|423/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  for (const attempt of [1, 2, 3]) {
    await page.getByLabel('Username').fill('lee.locked');
    await page.getByLabel('Password').fill(`Wrong#${attempt}pass`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(attempt < 3 ? 'LOG-0014' : 'LOG-0018');
  }
  await page.getByLabel('Username').fill('lee.locked');
  await page.getByLabel('Password').fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('LOG-0015');

  await resetPasswordThroughAccountHelp(page, { username: 'lee.locked', topic: 'My account is locked', newPassword: 'Unlocked#2027' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInWithPassword(page, 'lee.locked', 'Unlocked#2027');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});

test('a forgotten password is reset with a passcode from the outbox; a wrong passcode says how many attempts are left', async ({
  page,
  problems,
}) => {
  test.slow();
  problems.expect(/400/);
  await page.goto('/account-help');
  await page.getByRole('radio', { name: 'I forgot my password' }).check();
  const request = page.getByRole('form', { name: 'Get a passcode' });
  await request.getByLabel('Username').fill('cara.group');
  await request.getByLabel('Date of birth').fill(await typedBirthDate('cara.group'));
  await request.getByRole('button', { name: 'Send passcode' }).click();
  const passcode = page.getByRole('form', { name: 'Enter your passcode' });
  await expect(passcode).toBeVisible();
  const sent = await latestPasscode('cara.group@example.com');
  await passcode.getByLabel('Passcode').fill(sent === '000000' ? '111111' : '000000');
  await passcode.getByRole('button', { name: 'Verify passcode' }).click();
  await expect(passcode.getByLabel('Passcode')).toHaveAccessibleDescription(/You have 2 attempts remaining/);

  await passcode.getByLabel('Passcode').fill(await latestPasscode('cara.group@example.com'));
  await passcode.getByRole('button', { name: 'Verify passcode' }).click();
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('What was the name of your first pet?').fill('Rover');
  await reset.getByLabel('In what city were you born?').fill('Little Rock');
  await reset.getByLabel('New password (required)', { exact: true }).fill('Portal#2026');
  await reset.getByLabel('Confirm new password (required)', { exact: true }).fill('Portal#2026');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  // The current password was used too recently (FOR-0006): the member picks another, nothing else is lost.
  await expect(reset.getByLabel('New password (required)', { exact: true })).toHaveAccessibleDescription(/used too recently/);
  await expect(reset.getByLabel('What was the name of your first pet?')).toHaveValue('Rover');
  await reset.getByLabel('New password (required)', { exact: true }).fill('Fresh#Start2027');
  await reset.getByLabel('Confirm new password (required)', { exact: true }).fill('Fresh#Start2027');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset and your account is unlocked.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInWithPassword(page, 'cara.group', 'Fresh#Start2027');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});

test('a forgotten username is emailed to the address on file', async ({ page }) => {
  await page.goto('/account-help');
  await page.getByRole('radio', { name: 'I forgot my username' }).check();
  const form = page.getByRole('form', { name: 'Forgot your username?' });
  await form.getByRole('textbox', { name: /^Member ID/ }).fill('B3000300101');
  await form.getByLabel('Date of birth').fill(await typedBirthDate('cara.group'));
  await form.getByLabel('Email address').fill('cara.group@example.com');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send my username' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If the details match an account, we sent its username to the email address you gave.' }),
  ).toBeFocused();
  expect((await outbox('cara.group@example.com'))[0]?.body).toContain('Your member portal username is cara.group.');
  await expectNoAxeViolations(page);
});

test('a forgotten username for details that match no account gets the same answer, and nothing is sent', async ({ page }) => {
  await page.goto('/account-help');
  await page.getByRole('radio', { name: 'I forgot my username' }).check();
  const form = page.getByRole('form', { name: 'Forgot your username?' });
  await form.getByRole('textbox', { name: /^Member ID/ }).fill('B3000300101');
  await form.getByLabel('Date of birth').fill('01/01/1901');
  await form.getByLabel('Email address').fill('cara.group@example.com');
  await form.getByRole('button', { name: 'Send my username' }).click();
  // No FOR-0002 any more: the answer does not tell whether an account matched.
  await expect(
    page.getByRole('status').filter({ hasText: 'If the details match an account, we sent its username to the email address you gave.' }),
  ).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await outbox('cara.group@example.com')).toEqual([]);
  await page.getByRole('button', { name: 'Try different details' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue('cara.group@example.com');
});
