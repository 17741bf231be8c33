import type { Page } from '@playwright/test';

/** Makes the page's stored access token look expired (exp in the past); the signature is dropped. */
export async function expireAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const [header, payload] = (sessionStorage.getItem('access_token') ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const expired = btoa(JSON.stringify({ ...claims, exp: 1 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    sessionStorage.setItem('access_token', `${header}.${expired}.x`);
  });
}
