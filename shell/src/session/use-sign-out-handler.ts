// Carries out sign-out requests (SPEC section 4): clears session storage except the deep link, resets
// every store (including remotes' stores, registered with onSignOutReset), then goes to /login and
// tells the member why when there is a reason.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDialogStore } from '@portal/api-client';
import { codedMessages } from '@portal/contracts/error-messages';
import { onSignOutRequested, resetSessionState } from '@portal/session';

export interface LoginPageState {
  signedOutReason?: 'timeout';
}

export function useSignOutHandler(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignOutRequested(({ reason }) => {
        resetSessionState();
        navigate('/login', { replace: true, state: reason === 'timeout' ? ({ signedOutReason: 'timeout' } satisfies LoginPageState) : null });
        if (reason === 'OAU-0001') errorDialogStore.getState().show({ code: 'OAU-0001', message: codedMessages['OAU-0001'] });
      }),
    [navigate],
  );
}
