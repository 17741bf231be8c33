// The sign-in return (/auth-success, SPEC section 2): an error from the identity provider shows a fixed
// message for its OAuth error code, never the link's own text.
import { codedErrors } from '@portal/contracts/error-catalogue';
import { completeSignInReturn, resetSessionState, sessionKeys } from '@portal/session';

beforeEach(() => resetSessionState());

describe('an error returned by sign-in', () => {
  it('access_denied (the passcode attempts ran out) says what the one catalogue says for LOG-0011', async () => {
    const planted = 'Your account is suspended. Call 1-900-555-0100 now';
    const outcome = await completeSignInReturn(`?error=access_denied&error_description=${encodeURIComponent(`LOG-0011: ${planted}`)}`);
    expect(outcome).toEqual({ ok: false, message: codedErrors['LOG-0011'].message });
    expect(sessionStorage.getItem(sessionKeys.loggingIn)).toBeNull();
  });

  it('an unknown error code gets the default words, never its own', async () => {
    expect(await completeSignInReturn('?error=%3Cb%3Eforged%3C%2Fb%3E')).toEqual({ ok: false, message: 'Sign-in was not completed. Please sign in again.' });
  });
});
