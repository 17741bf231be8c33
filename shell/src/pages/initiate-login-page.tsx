import { useEffect } from 'react';
import { startSignIn } from '@portal/session';

/** /initiate-login: starts the sign-in redirect at once. */
export function InitiateLoginPage() {
  useEffect(() => {
    void startSignIn();
  }, []);
  return (
    <p role="status" aria-live="polite">
      Taking you to sign in…
    </p>
  );
}
