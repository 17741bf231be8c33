// "Rules": product rules (docs/product/) that drifted after a reload or on dental and vision plans, tried as a
// member tries them, across the shell and its remotes. Each test names its rule.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { openIdlePage } from '../support/idle-page';
import { openInApp } from '../support/in-app-navigation';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.afterEach(async () => {
  await sandbox.reset();
});

/** Records, from the first paint of every page load, whether a visible element ever matched. */
async function watchFromFirstPaint(page: Page, name: string, selector: string, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(
    ({ flag, css, wanted }) => {
      const record = window as unknown as Record<string, boolean>;
      record[flag] = false;
      new MutationObserver(() => {
        if (
          [...document.querySelectorAll<HTMLElement>(css)].some(
            (element) => element.textContent?.trim() === wanted && element.offsetParent !== null,
          )
        )
          record[flag] = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { flag: name, css: selector, wanted: text },
  );
  return () => page.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag] === true, name);
}

test('rule 1: eve.basic, with one active plan and no inactive one, never sees Switch Plans after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'eve.basic');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const seen = await watchFromFirstPaint(page, '__switchPlansSeen', 'a', 'Switch Plans');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  expect(await seen()).toBe(false);
});

test('rule 7: sign-in lands on the first plan without showing the plan list on the way', async ({ page }) => {
  const seen = await watchFromFirstPaint(page, '__planListSeen', 'button', 'Choose this plan');
  await signInAs(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  expect(await seen()).toBe(false);
});

test('rules 2 and 3: /dashboard and /dv-dashboard bring a Dental or Vision member to their own dashboard, with the notice', async ({
  page,
}) => {
  await sandbox.setNotice('<p>Our offices close at noon on Friday.</p>');
  // Signed out, /dashboard waits for sign-in and the plan, then lands on the plan's own dashboard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Notice' })).toContainText('Our offices close at noon on Friday.');

  await page.goto('/dv-dashboard');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  await openInApp(page, '/select-plan');
  await page.getByRole('button', { name: /^Choose this plan: .*\(Vision\)$/ }).click();
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
  for (const path of ['/dashboard', '/dv-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/vision\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notice' })).toContainText('Our offices close at noon on Friday.');
  }
});

test('rule 8: a chat carries on through Switch Plans and the terms of use, transcript and all', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/sandbox/chat/sessions') && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const { sessionId } = (await (await started).json()) as { sessionId: string };
  await panel.getByLabel('Message', { exact: true }).fill('Is my MRI covered?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log', { name: 'Chat messages' })).toContainText('Is my MRI covered?');

  for (const noChatPage of ['/select-plan', '/terms-of-use']) {
    await openInApp(page, noChatPage);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/\bno-chat\b/);
    await openInApp(page, '/medical/dashboard');
    await expect(page.locator('body')).not.toHaveClass(/\bno-chat\b/);
    // Back closed, so it takes no focus from the page.
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(panel.getByRole('log', { name: 'Chat messages' })).toContainText('Is my MRI covered?');
    await expect(panel.getByRole('button', { name: 'End chat' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close chat window' }).click();
  }
  const state = (await (await fetch(`${sandboxUrl}/sandbox/chat/sessions/${sessionId}`)).json()) as { state: string };
  expect(state.state).toBe('accepted');
});

test('rule 12: the timeout warning counts the time left down without moving focus', async ({ signedInPage: page }) => {
  await page.clock.install();
  await openIdlePage(page, '/traveling-abroad', 'Traveling abroad');
  await page.clock.fastForward('12:00');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end.' });
  await expect(dialog).toContainText(/Time left: (3:00|2:59)/);
  await expect(dialog).toHaveAccessibleDescription(/You have 3 minutes left\./);
  const stay = dialog.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await page.clock.fastForward('01:05');
  await expect(dialog).toContainText(/Time left: 1:5\d/);
  await expect(stay).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('You have 2 minutes left.');
});
