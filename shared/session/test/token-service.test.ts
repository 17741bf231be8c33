import {
  exchangeAuthorizationCode,
  getFreshAccessToken,
  isTokenExpired,
  keepSessionAlive,
  readTokenClaims,
  reportActivity,
  resetSessionState,
  SessionEndedError,
  sessionKeys,
  sessionStore,
  setPortalConfig,
} from '@portal/session';
import { discoveryAnswer } from '@portal/testing/test-provider-metadata';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${base64Url({ alg: 'RS256' })}.${base64Url(claims)}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const expiredToken = token({ sub: 'ava.medical', exp: nowSeconds() - 10 });
const freshToken = (n: number) => token({ sub: 'ava.medical', exp: nowSeconds() + 300, n });

function tokenResponse(body: object, status = 200) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

/** The token endpoint's calls; the discovery document is answered before them. */
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeAll(() => {
  setPortalConfig(testRuntimeConfig);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const discovery = discoveryAnswer(input);
    return discovery ? Promise.resolve(discovery) : fetchMock(input, init);
  }) as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  fetchMock.mockReset();
  sessionStorage.clear();
  // Also forgets the rotations this tab saw, as a sign-out does.
  resetSessionState();
});

function formOf(call: [RequestInfo | URL, RequestInit?] | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
}

describe('token claims', () => {
  it('reads sub and exp, and treats a token as expired by its exp claim', () => {
    const now = Date.now();
    expect(readTokenClaims(token({ sub: 'ava.medical', exp: 100 }))).toEqual({ sub: 'ava.medical', exp: 100 });
    expect(isTokenExpired(token({ exp: now / 1000 + 120 }), now)).toBe(false);
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
  });
});

describe('authorization-code exchange', () => {
  it('posts the code, verifier and redirect uri, then stores the tokens and the subject', async () => {
    sessionStorage.setItem(sessionKeys.codeVerifier, 'v'.repeat(56));
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(1), refresh_token: 'r1' }));
    await exchangeAuthorizationCode('code-123');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://localhost:4000/oidc/oauth2/token');
    expect(formOf(fetchMock.mock.calls[0])).toEqual({
      grant_type: 'authorization_code',
      client_id: 'member-portal',
      code: 'code-123',
      code_verifier: 'v'.repeat(56),
      redirect_uri: 'http://localhost/auth-success',
    });
    expect(sessionStorage.getItem('logged_in_user')).toBe('ava.medical');
    expect(sessionStorage.getItem('refresh_token')).toBe('r1');
    expect(sessionStorage.getItem(sessionKeys.codeVerifier)).toBeNull();
  });
});

describe('getFreshAccessToken', () => {
  it('is null when signed out and returns an unexpired token without a call', async () => {
    await expect(getFreshAccessToken()).resolves.toBeNull();
    sessionStore.getState().setTokens({ accessToken: freshToken(1), refreshToken: 'r1', userId: 'ava.medical' });
    await expect(getFreshAccessToken()).resolves.toBe(freshToken(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once for any number of concurrent callers, and stores the rotated tokens', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(2), refresh_token: 'r2' }));
    const results = await Promise.all([getFreshAccessToken(), getFreshAccessToken(), getFreshAccessToken()]);
    expect(results).toEqual([freshToken(2), freshToken(2), freshToken(2)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(formOf(fetchMock.mock.calls[0])).toEqual({ grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'r1' });
    expect(sessionStorage.getItem('refresh_token')).toBe('r2');
  });

  it('keeps the refresh token when the provider does not rotate it, so the next expiry refreshes again', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(2) }));
    await expect(getFreshAccessToken()).resolves.toBe(freshToken(2));
    expect(sessionStore.getState().refreshToken).toBe('r1');
    expect(sessionStorage.getItem('refresh_token')).toBe('r1');

    // The second expiry, five minutes on: the same refresh token goes again, and the member stays signed in.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 300_000);
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(3) }));
    await expect(getFreshAccessToken()).resolves.toBe(freshToken(3));
    expect(formOf(fetchMock.mock.calls[1])).toEqual({ grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'r1' });
    expect(sessionStore.getState().refreshToken).toBe('r1');
  });

  it('takes the rotated refresh token when the provider rotates it', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(2), refresh_token: 'r2' }));
    await getFreshAccessToken();
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 300_000);
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(3), refresh_token: 'r3' }));
    await getFreshAccessToken();
    expect(formOf(fetchMock.mock.calls[1])).toEqual({ grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'r2' });
    expect(sessionStore.getState().refreshToken).toBe('r3');
  });

  it('ends the session with OAU-0001 when the refresh is refused', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'revoked', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ error: 'invalid_grant' }, 400));
    const failure = getFreshAccessToken();
    await expect(failure).rejects.toBeInstanceOf(SessionEndedError);
    await expect(failure).rejects.toMatchObject({ code: 'OAU-0001' });
  });
});

describe('session id and keep-alive', () => {
  it('gives each sign-in a random session id in session storage (copied to tabs opened from it)', async () => {
    sessionStorage.setItem(sessionKeys.codeVerifier, 'v'.repeat(56));
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(1), refresh_token: 'r1' }));
    await exchangeAuthorizationCode('code-1');
    const first = sessionStorage.getItem(sessionKeys.sessionId);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    sessionStorage.setItem(sessionKeys.codeVerifier, 'v'.repeat(56));
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(2), refresh_token: 'r2' }));
    await exchangeAuthorizationCode('code-2');
    expect(sessionStorage.getItem(sessionKeys.sessionId)).not.toBe(first);
  });

  it('renews an expired access token when the member is active, so the refresh chain never sits idle', async () => {
    sessionStore.getState().setTokens({ accessToken: freshToken(1), refreshToken: 'r1', userId: 'ava.medical' });
    reportActivity();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();

    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r2', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: freshToken(3), refresh_token: 'r3' }));
    reportActivity();
    await waitForCondition(() => sessionStore.getState().refreshToken === 'r3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(formOf(fetchMock.mock.calls[0])).toEqual({ grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'r2' });
  });

  it('does nothing on activity when signed out', async () => {
    keepSessionAlive();
    reportActivity();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

async function waitForCondition(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
