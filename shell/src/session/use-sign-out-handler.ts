// Carries out sign-out requests (docs/product/session.md#session-token-exchange): goes to /login, then ends the session (revokes its
// refresh token, tells the other tabs of the session, clears session storage except the deep link and
// resets every store, including remotes' stores registered with onSignOutReset), and tells the member
// why when there is a reason.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { codedMessages } from '@portal/contracts/error-messages';
import { recordPageShown } from '@portal/contracts/page-history';
import { endSession, onSignOutRequested, type SignOutRequest } from '@portal/session';

/** Every reason but OAU-0001 (shown in the error dialog) is told on /login. */
type ReasonShownOnLogin = Exclude<NonNullable<SignOutRequest['reason']>, 'OAU-0001'>;

export interface LoginPageState {
  signedOutReason?: ReasonShownOnLogin;
}

/** Ends the session once /login is on screen; the cleared tab's page history starts afresh there. */
function completeSignOut(request: SignOutRequest): void {
  endSession({ fromAnotherTab: request.reason === 'ended-in-another-tab' });
  // Clearing the storage took the page history with it, and /login may not render again to record
  // itself: it is now the tab's first page, with none before it.
  recordPageShown('/login');
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
        const state: LoginPageState | null = reason && reason !== 'OAU-0001' ? { signedOutReason: reason } : null;
        navigate('/login', { replace: true, state });
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
