// Runs the session timeout while a token exists: user activity (and every API call, through the
// API client) pushes it back; 12 idle minutes warn, 3 more sign out.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import {
  activityStore,
  msUntilNextPhase,
  reportActivity,
  requestSignOut,
  signOutAfterWarningMs,
  timeoutPhase,
  useIsSignedIn,
  warnAfterMs,
  type TimeoutPhase,
} from '@portal/session';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const activityThrottleMs = 5_000;

export function useSessionTimeout(): { phase: TimeoutPhase; signOutAt: number; stay: () => void } {
  const signedIn = useIsSignedIn();
  const lastActivityAt = useStore(activityStore, (state) => state.lastActivityAt);
  // The phase as last evaluated, with the activity it was evaluated against: any newer activity means
  // the member is active again, without waiting for the timer.
  const [evaluated, setEvaluated] = useState<{ phase: TimeoutPhase; forActivityAt: number }>({ phase: 'active', forActivityAt: 0 });

  // Member activity, throttled: the warning dialog itself counts only through its buttons.
  useEffect(() => {
    if (!signedIn) return undefined;
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < activityThrottleMs) return;
      if (timeoutPhase(now, activityStore.getState().lastActivityAt) !== 'active') return;
      last = now;
      reportActivity(now);
    };
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [signedIn]);

  // One timer to the next phase boundary, re-armed whenever activity moves the boundary.
  useEffect(() => {
    if (!signedIn) return undefined;
    const evaluate = () => {
      const now = Date.now();
      const current = timeoutPhase(now, lastActivityAt);
      setEvaluated({ phase: current, forActivityAt: lastActivityAt });
      if (current === 'expired') {
        requestSignOut({ reason: 'timeout' });
        return;
      }
      timer = window.setTimeout(evaluate, msUntilNextPhase(now, lastActivityAt));
    };
    let timer = window.setTimeout(evaluate, msUntilNextPhase(Date.now(), lastActivityAt));
    return () => window.clearTimeout(timer);
  }, [signedIn, lastActivityAt]);

  const phase = signedIn && evaluated.forActivityAt === lastActivityAt ? evaluated.phase : 'active';
  return { phase, signOutAt: lastActivityAt + warnAfterMs + signOutAfterWarningMs, stay: () => reportActivity() };
}
