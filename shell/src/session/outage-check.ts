// The outage rule: on each navigation, when the system is not available and the local bypass flag is
// not true, go to the outage page. The requested page waits for the answer, so it neither shows nor
// calls anything during an outage; an error dialog left from before is closed on the way out.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { loadSystemAvailability, type SystemAvailability } from './api';
import { isOutageBypassed } from './outage-bypass';
import { forgetPageShownBeforeCheck, isPageShownBeforeCheck } from './page-shown-before-check';

const outagePaths = new Set(['/outage-message', '/bypass-outage']);

const isExempt = (pathname: string) => outagePaths.has(pathname) || isOutageBypassed();

/** The first page's question, asked as the portal starts; taken by that page's check once. */
let firstCheck: { pathname: string; answer: Promise<SystemAvailability> } | null = null;

/**
 * Asks about an outage for the page the portal starts on, as it starts: the layout that waits for the
 * answer renders only once the page's code has arrived, so asked from there the question would add a
 * round trip before the page's own calls. The page's check takes this answer instead of asking again.
 */
export function startFirstOutageCheck(pathname: string): void {
  if (isExempt(pathname)) return;
  const answer = loadSystemAvailability(new AbortController().signal);
  // A page left before its check ran never takes the answer: its failure is no one's to report.
  answer.catch(() => undefined);
  firstCheck = { pathname, answer };
}

function askAboutOutage(pathname: string, signal: AbortSignal): Promise<SystemAvailability> {
  const early = firstCheck;
  firstCheck = null;
  return early?.pathname === pathname ? early.answer : loadSystemAvailability(signal);
}

/** Whether the page at the current path may render: the outage pages and a bypassed browser at once, others once the system is known to be available. */
export function useOutageCheck(): boolean {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const exempt = isExempt(pathname);
  const [availableAt, setAvailableAt] = useState<string | null>(() => (isPageShownBeforeCheck(pathname) ? pathname : null));
  useEffect(() => {
    // Later navigations, back to this path too, wait for their own answer.
    forgetPageShownBeforeCheck();
    if (exempt) return undefined;
    const controller = new AbortController();
    askAboutOutage(pathname, controller.signal).then(
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
