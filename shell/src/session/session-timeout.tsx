import { lazy, Suspense } from 'react';
import { requestSignOut } from '@portal/session';
import { useSessionTimeout } from './use-session-timeout';

const SessionTimeoutDialog = lazy(() => import('./session-timeout-dialog'));

export function SessionTimeout() {
  const { phase, signOutAt, stay } = useSessionTimeout();
  if (phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog signOutAt={signOutAt} onStay={stay} onSignOut={() => requestSignOut()} />
    </Suspense>
  );
}
