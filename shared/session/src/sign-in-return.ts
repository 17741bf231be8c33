// The sign-in return of SPEC section 2 (/auth-success), for the shell and the standalone dev host:
// marks the logging-in flag, checks the state, and exchanges the one-time code for tokens unless a
// token exists. An error from the identity provider (for example maximum passcode attempts) becomes
// the message to show.
import { oauthStateKey } from './sign-in-redirect';
import { readSessionItem, sessionKeys, writeSessionItem } from './session-storage-keys';
import { sessionStore } from './session-store';
import { exchangeAuthorizationCode } from './token-service';

export type SignInReturnOutcome = { ok: true } | { ok: false; message: string };

let exchange: Promise<void> | null = null;

function describeReturnError(params: URLSearchParams): string | null {
  if (!params.get('error')) return null;
  const description = params.get('error_description');
  return description && description.length < 300 ? description : 'Sign-in was not completed.';
}

export async function completeSignInReturn(search: string): Promise<SignInReturnOutcome> {
  const params = new URLSearchParams(search);
  writeSessionItem(sessionKeys.loggingIn, 'true');
  const fail = (message: string): SignInReturnOutcome => {
    writeSessionItem(sessionKeys.loggingIn, null);
    return { ok: false, message };
  };
  const returnError = describeReturnError(params);
  if (returnError) return fail(returnError);
  if (sessionStore.getState().accessToken) return { ok: true };
  const code = params.get('code');
  const expectedState = readSessionItem(oauthStateKey);
  if (!code || !expectedState || params.get('state') !== expectedState) {
    return fail('This sign-in link is no longer valid. Please sign in again.');
  }
  exchange ??= exchangeAuthorizationCode(code).finally(() => {
    exchange = null;
    writeSessionItem(oauthStateKey, null);
  });
  try {
    await exchange;
    return { ok: true };
  } catch {
    return fail('We couldn’t complete your sign-in. Please sign in again.');
  }
}
