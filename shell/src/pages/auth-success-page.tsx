// The sign-in return (SPEC section 2): marks the logging-in flag, checks the state, exchanges the
// one-time code for tokens unless a token exists, then goes to plan selection. The code leaves the
// address bar at once.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { exchangeAuthorizationCode, oauthStateKey, readSessionItem, sessionKeys, sessionStore, writeSessionItem } from '@portal/session';
import { ErrorAlert } from '@portal/ui';

type Outcome = { status: 'working' } | { status: 'failed'; message: string };

let exchange: Promise<void> | null = null;

function describeReturnError(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (!error) return null;
  const description = params.get('error_description');
  return description && description.length < 300 ? description : 'Sign-in was not completed.';
}

export function AuthSuccessPage() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    window.history.replaceState(null, '', '/auth-success');
    writeSessionItem(sessionKeys.loggingIn, 'true');
    const returnError = describeReturnError(params);
    const expectedState = readSessionItem(oauthStateKey);
    const code = params.get('code');
    const fail = (message: string) => {
      writeSessionItem(sessionKeys.loggingIn, null);
      setOutcome({ status: 'failed', message });
    };
    if (returnError) return fail(returnError);
    if (sessionStore.getState().accessToken) {
      navigate('/select-plan', { replace: true });
      return;
    }
    if (!code || !expectedState || params.get('state') !== expectedState) {
      return fail('This sign-in link is no longer valid. Please sign in again.');
    }
    exchange ??= exchangeAuthorizationCode(code).finally(() => {
      exchange = null;
      writeSessionItem(oauthStateKey, null);
    });
    exchange.then(
      () => navigate('/select-plan', { replace: true }),
      () => fail('We couldn’t complete your sign-in. Please sign in again.'),
    );
  }, [navigate]);

  if (outcome.status === 'working') {
    return (
      <p role="status" aria-live="polite">
        Signing you in…
      </p>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>We couldn&apos;t sign you in</h1>
      <ErrorAlert>
        <p>{outcome.message}</p>
      </ErrorAlert>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}
