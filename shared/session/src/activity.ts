// User activity for the session timeout (docs/product/session.md#session-sign-out): 12 minutes without activity warns, 3 more
// sign out. Activity in any tab keeps every tab alive.
import { createStore } from 'zustand/vanilla';

export const warnAfterMs = 12 * 60 * 1000;
export const signOutAfterWarningMs = 3 * 60 * 1000;
const broadcastEveryMs = 15 * 1000;

export type TimeoutPhase = 'active' | 'warning' | 'expired';

/** Where a session stands `nowMs` after its last activity. */
export function timeoutPhase(nowMs: number, lastActivityAt: number): TimeoutPhase {
  const idle = nowMs - lastActivityAt;
  if (idle >= warnAfterMs + signOutAfterWarningMs) return 'expired';
  if (idle >= warnAfterMs) return 'warning';
  return 'active';
}

/** Milliseconds until the phase after `phase` begins. */
export function msUntilNextPhase(nowMs: number, lastActivityAt: number): number {
  const idle = nowMs - lastActivityAt;
  return Math.max(0, (idle < warnAfterMs ? warnAfterMs : warnAfterMs + signOutAfterWarningMs) - idle);
}

export const activityStore = createStore<{ lastActivityAt: number }>()(() => ({ lastActivityAt: Date.now() }));

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.activity');
let lastBroadcastAt = 0;
channel?.addEventListener('message', (event: MessageEvent<{ at?: number }>) => {
  const at = event.data?.at;
  if (typeof at === 'number' && at > activityStore.getState().lastActivityAt) activityStore.setState({ lastActivityAt: at });
});

/** Records activity now (a user action or an API call) and tells the other tabs now and then. */
export function reportActivity(now: number = Date.now()): void {
  activityStore.setState({ lastActivityAt: now });
  if (channel && now - lastBroadcastAt >= broadcastEveryMs) {
    lastBroadcastAt = now;
    channel.postMessage({ at: now });
  }
}
