// The sign-in return (/auth-success, docs/product/routes-and-guards.md#routes-document-title): an error from the identity provider shows a fixed
// message for its OAuth error code, never the link's own text; a code exchange the provider cannot
// answer says the sign-in service cannot be reached.
import { codedErrors } from '@portal/contracts/error-catalogue';
import {
  completeSignInReturn,
  loadProviderMetadata,
  oauthStateKey,
  resetSessionState,
  sessionKeys,
  setPortalConfig,
  signInUnavailableMessage,
} from '@portal/session';
import { discoveryAnswer } from '@portal/testing/test-provider-metadata';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

beforeEach(() => resetSessionState());

describe('an error returned by sign-in', () => {
  it('access_denied (the passcode attempts ran out) says what the one catalogue says for LOG-0011', async () => {
    const planted = 'Your account is suspended. Call 1-900-555-0100 now';
    const outcome = await completeSignInReturn(`?error=access_denied&error_description=${encodeURIComponent(`LOG-0011: ${planted}`)}`);
    expect(outcome).toEqual({ ok: false, message: codedErrors['LOG-0011'].message });
    expect(sessionStorage.getItem(sessionKeys.loggingIn)).toBeNull();
  });

  it('an unknown error code gets the default words, never its own', async () => {
    expect(await completeSignInReturn('?error=%3Cb%3Eforged%3C%2Fb%3E')).toEqual({
      ok: false,
      message: 'Sign-in was not completed. Please sign in again.',
    });
  });
});

describe('the code exchange', () => {
  const tokenEndpoint = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeAll(() => {
    setPortalConfig(testRuntimeConfig);
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const discovery = discoveryAnswer(input);
      return discovery ? Promise.resolve(discovery) : tokenEndpoint(input, init);
    }) as typeof fetch;
  });

  beforeEach(() => {
    tokenEndpoint.mockReset();
    sessionStorage.setItem(sessionKeys.codeVerifier, 'v'.repeat(56));
    sessionStorage.setItem(oauthStateKey, 'state-1');
  });

  afterEach(() => jest.useRealTimers());

  const answered = (status: number, body: object) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('refused by the identity provider asks the member to sign in again', async () => {
    tokenEndpoint.mockReturnValue(answered(400, { error: 'invalid_grant' }));
    expect(await completeSignInReturn('?code=c1&state=state-1')).toEqual({
      ok: false,
      message: 'We couldn’t complete your sign-in. Please sign in again.',
    });
  });

  it.each([
    ['answered with a server error', () => answered(503, { error: 'temporarily_unavailable' })],
    ['not reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s says the sign-in service cannot be reached', async (_name, answer) => {
    tokenEndpoint.mockImplementation(answer);
    expect(await completeSignInReturn('?code=c1&state=state-1')).toEqual({ ok: false, message: signInUnavailableMessage });
    expect(sessionStorage.getItem(sessionKeys.loggingIn)).toBeNull();
  });

  it('that the identity provider has not answered within 15 seconds says the sign-in service cannot be reached', async () => {
    // The discovery document is read beforehand: its answer is read outside the fake timers.
    await loadProviderMetadata();
    jest.useFakeTimers();
    tokenEndpoint.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    let outcome: unknown = null;
    void completeSignInReturn('?code=c1&state=state-1').then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(tokenEndpoint).toHaveBeenCalledTimes(1);
    expect(outcome).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ ok: false, message: signInUnavailableMessage });
  });
});
