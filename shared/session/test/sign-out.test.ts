import { endSession, onSignOutRequested, sessionKeys, sessionStore, setPortalConfig, type SignOutRequest } from '@portal/session';
import { discoveryAnswer, testDiscoveryDocument } from '@portal/testing/test-provider-metadata';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { onSessionEndedMessage } from '../src/sign-out';

const calls: { url: string; init?: RequestInit }[] = [];

beforeAll(() => {
  setPortalConfig(testRuntimeConfig);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const discovery = discoveryAnswer(input);
    if (discovery) return Promise.resolve(discovery);
    calls.push({ url: String(input), init });
    return Promise.resolve(new Response(null, { status: 200 }));
  }) as typeof fetch;
});

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  sessionStore.getState().reset();
});

const signIn = (sessionId = 'session-a') => {
  sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'refresh-1', userId: 'ava.medical' });
  sessionStorage.setItem(sessionKeys.sessionId, sessionId);
};

describe('ending a session', () => {
  it('revokes the refresh token at the discovered revocation endpoint and clears the session but the deep link', async () => {
    signIn();
    sessionStorage.setItem(sessionKeys.deepLink, '/claims');
    endSession();
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([sessionKeys.deepLink]);
    await waitFor(() => calls.length === 1);
    expect(calls[0]?.url).toBe(testDiscoveryDocument.revocation_endpoint);
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init?.body)))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'member-portal',
    });
  });

  it('does not revoke again when another tab of the session already did', async () => {
    signIn();
    endSession({ fromAnotherTab: true });
    expect(sessionStore.getState().accessToken).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});

describe('sign-out in another tab', () => {
  let requests: SignOutRequest[];
  let stop: () => void;
  beforeEach(() => {
    requests = [];
    stop = onSignOutRequested((request) => requests.push(request));
  });
  afterEach(() => stop());

  it('signs this tab out when a tab of the same session ended it', () => {
    signIn('session-a');
    onSessionEndedMessage({ type: 'session-ended', sessionId: 'session-a' });
    expect(requests).toEqual([{ reason: 'ended-in-another-tab' }]);
  });

  it('ignores another session, other messages and a tab already signed out', () => {
    signIn('session-a');
    onSessionEndedMessage({ type: 'session-ended', sessionId: 'session-b' });
    onSessionEndedMessage({ type: 'tokens-rotated' as 'session-ended', sessionId: 'session-a' });
    onSessionEndedMessage(null);
    sessionStore.getState().reset();
    onSessionEndedMessage({ type: 'session-ended', sessionId: 'session-a' });
    expect(requests).toEqual([]);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
