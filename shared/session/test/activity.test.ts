import { activityStore, msUntilNextPhase, reportActivity, signOutAfterWarningMs, timeoutPhase, warnAfterMs } from '@portal/session';

const minute = 60 * 1000;

describe('session timeout arithmetic (docs/product/session.md#session-idle-timeout)', () => {
  it('warns after 12 minutes without activity and ends 3 minutes later', () => {
    expect(warnAfterMs).toBe(12 * minute);
    expect(signOutAfterWarningMs).toBe(3 * minute);
    const last = 1_000_000;
    expect(timeoutPhase(last + 12 * minute - 1, last)).toBe('active');
    expect(timeoutPhase(last + 12 * minute, last)).toBe('warning');
    expect(timeoutPhase(last + 15 * minute - 1, last)).toBe('warning');
    expect(timeoutPhase(last + 15 * minute, last)).toBe('expired');
  });

  it('says how long until the next phase', () => {
    const last = 0;
    expect(msUntilNextPhase(5 * minute, last)).toBe(7 * minute);
    expect(msUntilNextPhase(13 * minute, last)).toBe(2 * minute);
    expect(msUntilNextPhase(20 * minute, last)).toBe(0);
  });

  it('records activity', () => {
    reportActivity(42);
    expect(activityStore.getState().lastActivityAt).toBe(42);
  });
});
