// Tokens: an access token that expires while the member fills a form is refreshed once when
// the form is sent, and nothing typed is lost; a refresh token revoked meanwhile ends in a clear
// sign-in prompt (OAU-0001) rather than a failed form. (Two tabs refreshing at once: session-errors.)
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';
import { fillContactForm } from '../support/contact-form';
import { expireAccessTokenInShell } from '../support/tokens';

const comments = 'Is my physical therapy after surgery covered?';

test.afterEach(async () => {
  await sandbox.reset();
});

test('an access token expiring mid-form is refreshed once on send, and the message goes with everything typed', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = await fillContactForm(page, comments);
  await expireAccessTokenInShell(page);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/oauth2/token')) refreshes.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/member/portal/v1/contact'),
  );
  await form.getByRole('button', { name: 'Send message' }).click();
  const request = await sent;
  expect(request.postData() ?? '').toContain(comments);
  expect(request.headers()['authorization']).not.toContain('.x');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' })).toBeVisible();
  expect(refreshes).toEqual(['refresh_token']);
});

test('a refresh token revoked mid-form ends in a clear sign-in prompt, not a failed form', async ({ page, problems }) => {
  problems.expect(/400|401/);
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = await fillContactForm(page, comments);
  await expireAccessTokenInShell(page, { revokeRefresh: true });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Error code: OAU-0001');
  await expect(dialog).toContainText('For your security, please sign in again.');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
