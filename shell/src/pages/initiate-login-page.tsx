import { useEffect } from 'react';
import { Link } from '@portal/routing';
import { ErrorAlert, LoadingStatus } from '@portal/ui';
import { signInUnavailableMessage, useStartSignIn } from '../session/use-start-sign-in';

/** /initiate-login: starts the sign-in redirect at once. */
export function InitiateLoginPage() {
  const { start, failed } = useStartSignIn();
  useEffect(start, [start]);
  if (failed) {
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
