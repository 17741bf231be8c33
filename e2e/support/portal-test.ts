// The test fixture every suite uses: fails a test on any uncaught page error, console error or CSP
// violation (unless the test expects some), and offers a signed-in page.
import { test as base, expect, type Page } from '@playwright/test';
import { sandboxUrl } from './sandbox';
import { signInAs } from './sign-in';
import { currentPageStorageKey, previousPageStorageKey } from '@portal/contracts/page-history';
import { findLeaks, personaSecrets, tabSecrets, type AuditedText } from './privacy-audit';

export interface PageProblems {
  list: string[];
  /** Console errors matching these are expected by the test and not counted. */
  expect(pattern: RegExp): void;
}

async function seedSession(page: Page, entries: Record<string, string>) {
  await page.addInitScript((sessionEntries) => {
    // Only on first load of the tab: sign-out clears storage and must stay signed out after reloads.
    if (sessionStorage.getItem('__seeded__')) return;
    sessionStorage.setItem('__seeded__', '1');
    for (const [key, value] of Object.entries(sessionEntries)) sessionStorage.setItem(key, value);
  }, entries);
}

/** ava.medical's browser session, shared by the tests of a worker while the identity provider still honours it. */
interface SharedSession {
  current(): Promise<Record<string, string>>;
}

/** Whether the session's access token still opens the member API (a sign-out revokes its grant). */
async function stillSignedIn(entries: Record<string, string>): Promise<boolean> {
  const response = await fetch(`${sandboxUrl}/member/portal/v1/users/${entries.logged_in_user}/settings`, {
    headers: { Authorization: `Bearer ${entries.access_token}` },
  });
  return response.ok;
}

export const test = base.extend<
  { problems: PageProblems; signedInPage: Page; privacyAudit: void; signedInSession: Record<string, string> },
  { sharedSession: SharedSession; memberData: string[] }
>({
  // One real sign-in per worker (through the sandbox pages, passcode included); each test then starts
  // from a copy of that browser session. The e2e sandbox issues hour-long access tokens, so no test
  // rotates the shared refresh token by accident. A test that signs out ends the session for real
  // (its grant is revoked at the identity provider), so the next test signs in again.
  sharedSession: [
    async ({ browser }, use) => {
      let entries: Record<string, string> | null = null;
      const signIn = async () => {
        const page = await browser.newPage({ baseURL: process.env.PORTAL_URL ?? 'http://localhost:3000' });
        await signInAs(page, 'ava.medical');
        await page.waitForURL(/\/medical\/dashboard$/);
        const signedIn = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
        await page.close();
        return signedIn;
      };
      await use({
        async current() {
          if (!entries || !(await stillSignedIn(entries))) entries = await signIn();
          return entries;
        },
      });
    },
    { scope: 'worker' },
  ],
  signedInSession: async ({ sharedSession }, use) => use(await sharedSession.current()),
  // The seeded members' ids, names, birth dates and contact details: member data that must never show.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  memberData: [async ({}, use) => use(await personaSecrets()), { scope: 'worker' }],
  // Audit and privacy: what every test's pages wrote to the console, the addresses they
  // showed and what reached the session recorder must hold no token, passcode or member data.
  privacyAudit: [
    async ({ context, memberData, signedInSession }, use) => {
      const seen: AuditedText[] = [];
      const tabs: Page[] = [];
      context.on('console', (message) => {
        const text = message.text();
        // The browser's own network lines name the failed request's address (the API's paths hold
        // the member id by design); they are not the portal's output.
        if (!text.startsWith('Failed to load resource')) seen.push({ where: 'console', text });
      });
      const watch = (tab: Page) => {
        tabs.push(tab);
        tab.on('framenavigated', (frame) => {
          if (frame === tab.mainFrame()) seen.push({ where: 'address', text: frame.url() });
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      // The tab's kept values are secrets, but for the page history, which holds the addresses shown.
      const kept = Object.entries(signedInSession).filter(([key]) => key !== currentPageStorageKey && key !== previousPageStorageKey);
      const secrets = [...memberData, ...kept.map(([, value]) => value).filter((value) => value.length >= 16)];
      for (const tab of tabs.filter((candidate) => !candidate.isClosed())) {
        const found = await tabSecrets(tab);
        secrets.push(...found.secrets);
        for (const event of found.recording) seen.push({ where: 'session recording', text: event });
      }
      expect(findLeaks(seen, secrets), 'tokens, passcodes or member data in console output, addresses or the session recording').toEqual(
        [],
      );
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const list: string[] = [];
      page.on('pageerror', (error) => {
        if (!expected.some((pattern) => pattern.test(error.message))) list.push(`page error: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expected.some((pattern) => pattern.test(text))) list.push(`console error: ${text}`);
      });
      await use({ list, expect: (pattern) => expected.push(pattern) });
      expect(list, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  signedInPage: async ({ page, signedInSession }, use) => {
    await seedSession(page, signedInSession);
    await use(page);
  },
});

export { expect };
