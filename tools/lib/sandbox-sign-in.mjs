// @ts-check
// Signs a persona in through the sandbox's own pages, as a member would: username and password, then
// a one-time passcode by email read from the sandbox outbox (sandbox/README.md#personas). Used by the e2e suites and
// by the bench.
import { sandboxUrl } from './apps.mjs';

export const personaPassword = 'Portal#2026';

/** @param {string} to */
export async function latestPasscode(to) {
  const response = await fetch(`${sandboxUrl()}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the sandbox outbox answered ${response.status}`);
  const messages = /** @type {{ body: string }[]} */ (await response.json());
  const passcode = /\b\d{6}\b/.exec(messages[0]?.body ?? '')?.[0];
  if (!passcode) throw new Error(`no passcode was sent to ${to}`);
  return passcode;
}

/**
 * On the sandbox's sign-in page: enters the persona's credentials and the passcode sent by email.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 */
export async function completeSandboxSignIn(page, username) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(personaPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').check();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await page.getByLabel('Passcode').waitFor();
  await page.getByLabel('Passcode').fill(await latestPasscode(`${username}@example.com`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * From the portal's /login: Sign In, then the sandbox pages.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 * @param {string} portalUrl
 */
export async function signInAs(page, username, portalUrl) {
  await page.goto(`${portalUrl}/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await completeSandboxSignIn(page, username);
}
