import type { Page } from '@playwright/test';

type QaWindow = Window & {
  __PORTAL_QA__?: {
    apps: {
      shell?: {
        sessionStore: {
          getState(): { accessToken: string | null; refreshToken: string | null; userId: string | null; setTokens(tokens: object): void };
        };
      };
    };
  };
};

/**
 * Makes the access token look expired (exp in the past, or `secondsLeft` from now; the signature is
 * dropped, so the token only works as a reason to refresh): in sessionStorage, read by the next page
 * load, or in the running shell's session store, as an hour of form filling would. The running shell's
 * refresh token can be revoked at the same time.
 */
async function expire(
  page: Page,
  target: 'storage' | 'running shell',
  revokeRefresh: boolean,
  secondsLeft: number | null = null,
): Promise<void> {
  await page.evaluate(
    ({ target, revokeRefresh, secondsLeft }) => {
      const exp = secondsLeft === null ? 1 : Math.floor(Date.now() / 1000) + secondsLeft;
      const expiredCopy = (token: string) => {
        const [header, payload] = token.split('.');
        const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
        const expired = btoa(JSON.stringify({ ...claims, exp }))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        return `${header}.${expired}.x`;
      };
      if (target === 'storage') {
        sessionStorage.setItem('access_token', expiredCopy(sessionStorage.getItem('access_token') ?? ''));
        return;
      }
      const store = (window as QaWindow).__PORTAL_QA__?.apps.shell?.sessionStore;
      if (!store) throw new Error('the shell registered no session store in the QA hook');
      const { accessToken, refreshToken, userId } = store.getState();
      store.getState().setTokens({
        accessToken: expiredCopy(accessToken ?? ''),
        refreshToken: revokeRefresh ? 'revoked-or-forged' : refreshToken,
        userId,
      });
    },
    { target, revokeRefresh, secondsLeft },
  );
}

/** The stored access token looks expired to the next page load. */
export function expireAccessToken(page: Page): Promise<void> {
  return expire(page, 'storage', false);
}

/**
 * The stored access token is due for a refresh at the next page load (the portal refreshes 30 seconds
 * before expiry) but still lives for `secondsLeft`.
 */
export function makeAccessTokenDue(page: Page, secondsLeft: number): Promise<void> {
  return expire(page, 'storage', false, secondsLeft);
}

/** The running shell's access token expires now, without a reload (and its refresh token is revoked). */
export function expireAccessTokenInShell(page: Page, { revokeRefresh = false } = {}): Promise<void> {
  return expire(page, 'running shell', revokeRefresh);
}
