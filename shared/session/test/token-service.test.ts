import {
  exchangeAuthorizationCode,
  getFreshAccessToken,
  IdentityProviderUnavailableError,
  isTokenExpired,
  keepSessionAlive,
  loadProviderMetadata,
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
import { neverAnswered, outcomeOf } from '@portal/testing/pending-calls';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${base64Url({ alg: 'RS256' })}.${base64Url(claims)}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const expiredToken = token({ sub: 'ava.medical', exp: nowSeconds() - 10 });
const freshToken = (n: number) => token({ sub: 'ava.medical', exp: nowSeconds() + 300, n });
/** Due for a refresh (the portal refreshes 30 seconds early) but still accepted for 20 seconds. */
const dueToken = () => token({ sub: 'ava.medical', exp: nowSeconds() + 20 });

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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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

describe('a refresh the identity provider cannot answer', () => {
  // Made before the clock moves, so each stays the same token.
  const refreshed = freshToken(2);
  // The clock moves by the fake timers alone, so nothing on the way to the token endpoint may wait for
  // work outside them: the discovery document is read beforehand, and the refresh token's hash is
  // computed at once (WebCrypto works on a thread of its own).
  beforeEach(async () => {
    await loadProviderMetadata();
    jest
      .spyOn(crypto.subtle, 'digest')
      .mockImplementation((_algorithm, data) => Promise.resolve(new Uint8Array(data as ArrayBuffer).slice(0, 32).buffer));
    jest.useFakeTimers();
  });

  it('is tried again half a second after a 503, and the member stays signed in', async () => {
    sessionStore.getState().setTokens({ accessToken: dueToken(), refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValueOnce(tokenResponse({ error: 'temporarily_unavailable' }, 503));
    fetchMock.mockReturnValueOnce(tokenResponse({ access_token: refreshed, refresh_token: 'r2' }));
    const outcome = outcomeOf(getFreshAccessToken());
    await jest.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcome.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current).toEqual({ value: refreshed });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(formOf(fetchMock.mock.calls[1])).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'r1' });
    expect(sessionStore.getState().refreshToken).toBe('r2');
  });

  it('is tried again after a network failure, with growing waits, until the access token would expire; then the call fails as the provider’s, and the member stays signed in', async () => {
    sessionStore.getState().setTokens({ accessToken: dueToken(), refreshToken: 'r1', userId: 'ava.medical' });
    const started = Date.now();
    const triedAt: number[] = [];
    fetchMock.mockImplementation(() => {
      triedAt.push(Date.now() - started);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const outcome = outcomeOf(getFreshAccessToken());
    await jest.advanceTimersByTimeAsync(20_000);
    // 0.5, 1, 2, 4 and 8 seconds apart; the next try (8 seconds on) would come after the token expires.
    expect(triedAt).toEqual([0, 500, 1_500, 3_500, 7_500, 15_500]);
    expect(outcome.current?.error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect(outcome.current?.error).toMatchObject({ status: null });
    expect(sessionStore.getState()).toMatchObject({ refreshToken: 'r1', userId: 'ava.medical' });
  });

  it('is tried once when the access token has already expired: the call fails with the provider’s status, not a sign-out', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValue(tokenResponse({}, 503));
    const outcome = outcomeOf(getFreshAccessToken());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcome.current?.error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect(outcome.current?.error).toMatchObject({ status: 503 });
    expect(sessionStore.getState().refreshToken).toBe('r1');

    // The next call tries again, and the provider is back.
    fetchMock.mockReset().mockReturnValueOnce(tokenResponse({ access_token: refreshed, refresh_token: 'r2' }));
    await expect(getFreshAccessToken()).resolves.toBe(refreshed);
  });

  it.each([400, 401])('is not tried again when refused with %i: the member is signed out with OAU-0001', async (status) => {
    sessionStore.getState().setTokens({ accessToken: dueToken(), refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockReturnValue(tokenResponse({ error: 'invalid_grant' }, status));
    const outcome = outcomeOf(getFreshAccessToken());
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcome.current?.error).toBeInstanceOf(SessionEndedError);
  });

  it('is one refresh for every caller, its retries included', async () => {
    sessionStore.getState().setTokens({ accessToken: dueToken(), refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock
      .mockReturnValueOnce(tokenResponse({}, 502))
      .mockReturnValueOnce(tokenResponse({ access_token: refreshed, refresh_token: 'r2' }));
    const outcomes = [outcomeOf(getFreshAccessToken()), outcomeOf(getFreshAccessToken())];
    keepSessionAlive();
    await jest.advanceTimersByTimeAsync(500);
    expect(outcomes.map((outcome) => outcome.current)).toEqual([{ value: refreshed }, { value: refreshed }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts a token endpoint that has not answered within 15 seconds as unavailable', async () => {
    sessionStore.getState().setTokens({ accessToken: expiredToken, refreshToken: 'r1', userId: 'ava.medical' });
    fetchMock.mockImplementation(neverAnswered);
    const outcome = outcomeOf(getFreshAccessToken());
    await jest.advanceTimersByTimeAsync(14_999);
    expect(outcome.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current?.error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect(sessionStore.getState().refreshToken).toBe('r1');
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
