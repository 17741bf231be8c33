// Carries out sign-out requests (SPEC section 4): goes to /login, then clears session storage except
// the deep link and resets every store (including remotes' stores, registered with onSignOutReset),
// and tells the member why when there is a reason.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { codedMessages } from '@portal/contracts/error-messages';
import { onSignOutRequested, resetSessionState, type SignOutRequest } from '@portal/session';

export interface LoginPageState {
  signedOutReason?: 'timeout' | 'account-deleted';
}

function completeSignOut(request: SignOutRequest): void {
  resetSessionState();
  if (request.reason === 'OAU-0001') errorDialogStore.getState().show({ code: 'OAU-0001', message: codedMessages['OAU-0001'] });
}

export function useSignOutHandler(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef<SignOutRequest | null>(null);
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      onSignOutRequested((request) => {
        const { reason } = request;
        const shownOnLogin = reason === 'timeout' || reason === 'account-deleted';
        navigate('/login', { replace: true, state: shownOnLogin ? ({ signedOutReason: reason } satisfies LoginPageState) : null });
        if (currentPath.current === '/login') completeSignOut(request);
        else pending.current = request;
      }),
    [navigate],
  );

  // The reset waits until /login is on screen: navigation is a transition, and resetting while a
  // protected page is still mounted would make that page redirect on its own (losing the reason).
  useEffect(() => {
    if (!pending.current || pathname !== '/login') return;
    completeSignOut(pending.current);
    pending.current = null;
  }, [pathname]);
}
