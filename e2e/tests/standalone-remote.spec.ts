// docs/decisions/0009-every-remote-runs-alone.md: a remote runs alone in its development host, which signs in against the
// sandbox and selects a plan through the same shared packages as the shell.
import { test, expect } from '../support/portal-test';
import { completeSandboxSignIn } from '../support/sign-in';

const standaloneClaims = 'http://localhost:3101';

test('the claims remote runs alone: sign in through the sandbox, first plan selected, page rendered', async ({ page }) => {
  await page.goto(`${standaloneClaims}/traveling-abroad`);
  await expect(page.getByText('Sign in to see this page with a persona')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, 'ava.medical');
  await expect(page).toHaveURL(`${standaloneClaims}/traveling-abroad`);
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
  await expect(page.getByText('running alone (development host) · Silver PPO')).toBeVisible();
  await expect(page.getByTestId('member-greeting')).toContainText('Signed in as Ava Martinez · Member ID H1000100101');
});
