// Sign-in through the sandbox's pages (one implementation, shared with the bench).
import type { Page } from '@playwright/test';
import { completeSandboxSignIn, signInAs as signInThroughSandbox } from '@portal/tools/sandbox-sign-in';

export { completeSandboxSignIn };

const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:3000';

/** Signs in and waits until the portal has finished the sign-in return and shows a signed-in page. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await signInThroughSandbox(page, username, portalUrl);
  await page.waitForURL(
    (url) => url.origin === new URL(portalUrl).origin && !['/auth-success', '/login', '/initiate-login'].includes(url.pathname),
  );
}
