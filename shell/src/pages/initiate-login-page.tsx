import { useEffect } from 'react';
import { Link } from '@portal/routing';
import { signInUnavailableMessage } from '@portal/session';
import { ErrorAlert, LoadingStatus } from '@portal/ui';
import { useStartSignIn } from '../session/use-start-sign-in';

/** /initiate-login: starts the sign-in redirect at once. */
export function InitiateLoginPage() {
  const { start, state } = useStartSignIn();
  useEffect(start, [start]);
  if (state === 'failed') {
    return (
      <>
        <ErrorAlert>
          <p>{signInUnavailableMessage}</p>
        </ErrorAlert>
        <p>
          <Link to="/login">Back to the member portal</Link>
        </p>
      </>
    );
  }
  return <LoadingStatus>Taking you to sign in…</LoadingStatus>;
}
