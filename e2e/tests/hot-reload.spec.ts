// In development, an edit to remote code shows inside the shell without a reload.
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@portal/tools/apps';
import { test, expect } from '../support/portal-test';

const pageSource = path.join(workspaceRoot, 'mfe-claims/src/traveling-abroad/traveling-abroad-page.tsx');
const devShellUrl = 'http://localhost:3100';

/**
 * Replaces the file in one step (write beside it, then rename), as editors do: the watcher never sees
 * it empty or half written, which would compile a broken module and make the page reload in full.
 */
function replaceSource(text: string) {
  const draft = `${pageSource}.draft`;
  fs.writeFileSync(draft, text);
  fs.renameSync(draft, pageSource);
}

test('an edit to remote code hot-reloads inside the shell, keeping the page', async ({ signedInPage: page, problems }) => {
  // This development shell is paired with the production builds of the other remotes (the other web
  // server). Those expect the federation runtime a production host provides, so the bell's count feed
  // from mfe-messages fails to start here and the bell stays hidden; in `pnpm dev` every app is a
  // development build and the feed loads.
  problems.expect(/setGlobalFederationConstructor/);
  const original = fs.readFileSync(pageSource, 'utf8');
  try {
    await page.goto(`${devShellUrl}/traveling-abroad`);
    await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const edited = original.replace('title="Traveling abroad"', 'title="Traveling abroad (hot reloaded)"');
    expect(edited).not.toBe(original);
    replaceSource(edited);

    await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad (hot reloaded)' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    replaceSource(original);
  }
});
