// The outage rule: on each navigation, when the system is not available and the local bypass flag is
// not true, go to the outage page. The requested page waits for the answer, so it neither shows nor
// calls anything during an outage; an error dialog left from before is closed on the way out.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { loadSystemAvailability } from './api';
import { isOutageBypassed } from './outage-bypass';
import { forgetPageShownBeforeCheck, isPageShownBeforeCheck } from './page-shown-before-check';

const outagePaths = new Set(['/outage-message', '/bypass-outage']);

/** Whether the page at the current path may render: the outage pages and a bypassed browser at once, others once the system is known to be available. */
export function useOutageCheck(): boolean {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const exempt = outagePaths.has(pathname) || isOutageBypassed();
  const [availableAt, setAvailableAt] = useState<string | null>(() => (isPageShownBeforeCheck(pathname) ? pathname : null));
  useEffect(() => {
    // Later navigations, back to this path too, wait for their own answer.
    forgetPageShownBeforeCheck();
    if (exempt) return undefined;
    const controller = new AbortController();
    loadSystemAvailability(controller.signal).then(
      (availability) => {
        if (controller.signal.aborted) return;
        if (availability?.isSystemAvailable === false) {
          errorDialogStore.getState().close();
          navigate('/outage-message', { replace: true });
        } else {
          setAvailableAt(pathname);
        }
      },
      // If availability cannot be read, the portal stays usable.
      () => {
        if (!controller.signal.aborted) setAvailableAt(pathname);
      },
    );
    return () => controller.abort();
  }, [pathname, exempt, navigate]);
  return exempt || availableAt === pathname;
}
