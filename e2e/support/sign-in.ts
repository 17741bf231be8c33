// Sign-in through the sandbox's pages (one implementation, shared with the bench).
import type { Page } from '@playwright/test';
import { completeSandboxSignIn, signInAs as signInThroughSandbox } from '@portal/build/sandbox-sign-in';

export { completeSandboxSignIn };

export function signInAs(page: Page, username: string): Promise<void> {
  return signInThroughSandbox(page, username, process.env.PORTAL_URL ?? 'http://localhost:3000');
}
