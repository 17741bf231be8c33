// docs/product/session.md#session-chat "Chat" (and sections 2 and 6): the live chat is offered once a plan is selected and only
// when the plan's rights name the chat provider (ava.medical yes, cara.group no), talks to the sandbox's
// simulated provider, asks before ending, is absent on pages shown before a plan is selected, and
// sign-out ends it.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.beforeEach(async () => {
  await sandbox.reset();
});

async function chatState(sessionId: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/sandbox/chat/sessions/${sessionId}`);
  return ((await response.json()) as { state: string }).state;
}

/** Opens the panel, starts a chat as `name`, and returns the provider's session id. */
async function startChat(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  const nameField = panel.getByLabel('Preferred Name');
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/sandbox/chat/sessions') && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const { sessionId } = (await (await started).json()) as { sessionId: string };
  await expect(panel.getByRole('log', { name: 'Chat messages' })).toContainText(`Hi ${name}, I'm Sam`);
  return sessionId;
}

test('ava.medical: a message gets an agent reply; End chat asks first, and confirming ends the chat', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\bno-chat\b/);
  const sessionId = await startChat(page, 'Ava');
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  const log = panel.getByRole('log', { name: 'Chat messages' });

  const message = panel.getByLabel('Message', { exact: true });
  await expect(message).toBeFocused();
  await message.fill('Where are my claims?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').nth(1)).toContainText('Where are my claims?');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Claims page');

  // Non-modal: the page behind stays usable while the panel is open.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await panel.getByRole('button', { name: 'End chat' }).click();
  const confirmation = panel.getByRole('group', { name: 'End this chat?' });
  await expect(confirmation.getByRole('button', { name: 'Yes, end chat' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'No, keep chatting' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(message).toBeVisible();
  expect(await chatState(sessionId)).toBe('accepted');

  await panel.getByRole('button', { name: 'End chat' }).click();
  await panel.getByRole('button', { name: 'Yes, end chat' }).click();
  await expect(log).toContainText('You ended the chat.');
  await expect(panel.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect.poll(() => chatState(sessionId)).toBe('ended');

  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
});

test('ava.medical: no chat on /select-plan, where the page is marked no-chat', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await page.goto('/select-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass(/\bno-chat\b/);
});

test('ava.medical: sign-out ends an active chat', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  const sessionId = await startChat(page, 'Ava');
  await page.getByRole('button', { name: 'Close chat window' }).click();
  await page.getByRole('button', { name: /^Profile/ }).click();
  await page.getByRole('group', { name: 'Your profile' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expect.poll(() => chatState(sessionId)).toBe('ended');
});

for (const username of ['cara.group', 'ben.dental']) {
  test(`${username}, whose rights name no chat provider, is offered no chat`, async ({ page }) => {
    await signInAs(page, username);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/\bno-chat\b/);
  });
}
