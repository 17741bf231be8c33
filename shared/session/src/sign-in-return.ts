// The sign-in return of docs/product/routes-and-guards.md#routes-document-title (/auth-success), for the shell and the standalone dev host:
// marks the logging-in flag, checks the state, and exchanges the one-time code for tokens unless a
// token exists. An error from the identity provider (for example maximum passcode attempts) becomes a
// fixed message for its OAuth error code: the query's own text is never shown, because anyone can
// send a member a link to /auth-success with words of their choosing in it.
import { codedErrors } from '@portal/contracts/error-catalogue';
import { IdentityProviderUnavailableError } from './identity-provider-fetch';
import { oauthStateKey } from './sign-in-redirect';
import { readSessionItem, sessionKeys, writeSessionItem } from './session-storage-keys';
import { sessionStore } from './session-store';
import { exchangeAuthorizationCode } from './token-service';

export type SignInReturnOutcome = { ok: true } | { ok: false; message: string };

/**
 * What a member is told when the identity provider cannot be reached, or does not answer in time, as
 * they start signing in or come back from it: the provider's trouble, not theirs.
 */
export const signInUnavailableMessage =
  'We can’t reach the sign-in service right now. Check your connection and try again in a few minutes.';

let exchange: Promise<void> | null = null;

/** Messages for the OAuth 2.0 error codes an authorization response can carry (RFC 6749, 4.1.2.1). */
export const signInReturnErrorMessages = {
  // The sign-in pages end a sign-in with access_denied when the passcode attempts run out (LOG-0011,
  // docs/README.md): the one catalogue's words for it, as the account-help flow says.
  access_denied: codedErrors['LOG-0011'].message,
  login_required: 'Please sign in again.',
  temporarily_unavailable: 'The sign-in service is busy right now. Please try again in a few minutes.',
  server_error: 'The sign-in service had a problem. Please try again in a few minutes.',
  default: 'Sign-in was not completed. Please sign in again.',
} as const;

function describeReturnError(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (!error) return null;
  return Object.hasOwn(signInReturnErrorMessages, error)
    ? signInReturnErrorMessages[error as keyof typeof signInReturnErrorMessages]
    : signInReturnErrorMessages.default;
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
  } catch (error) {
    return fail(
      error instanceof IdentityProviderUnavailableError
        ? signInUnavailableMessage
        : 'We couldn’t complete your sign-in. Please sign in again.',
    );
  }
}
