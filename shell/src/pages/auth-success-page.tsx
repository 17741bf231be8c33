// /auth-success: completes the sign-in, then goes to plan selection (a staff session: to the staff
// home, signed-in-start.ts). The one-time code leaves the address bar at once.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@portal/routing';
import { completeSignInReturn, isStaffSession } from '@portal/session';
import { ErrorAlert, LoadingStatus } from '@portal/ui';
import { pathAfterSignInComposed } from '../session/signed-in-start';

export function AuthSuccessPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const search = window.location.search;
    window.history.replaceState(null, '', '/auth-success');
    void completeSignInReturn(search).then(async (outcome) => {
      if (outcome.ok) navigate(await pathAfterSignInComposed(isStaffSession()), { replace: true });
      else setFailure(outcome.message);
    });
  }, [navigate]);

  if (failure === null) {
    return <LoadingStatus>Signing you in…</LoadingStatus>;
  }
  return (
    <>
      <h1 tabIndex={-1}>We couldn&apos;t sign you in</h1>
      <ErrorAlert>
        <p>{failure}</p>
      </ErrorAlert>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}
