// The test fixture every suite uses: fails a test on any uncaught page error, console error or CSP
// violation (unless the test expects some), and offers a signed-in page.
import { test as base, expect, type Page } from '@playwright/test';
import { seededSessionEntries } from '@portal/build/seeded-session';

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

export const test = base.extend<{ problems: PageProblems; signedInPage: Page }>({
  problems: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const list: string[] = [];
      page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
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
  signedInPage: async ({ page }, use) => {
    await seedSession(page, seededSessionEntries());
    await use(page);
  },
});

export { expect };
