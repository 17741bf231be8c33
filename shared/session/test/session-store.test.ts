import type { SelectedPlan } from '@portal/contracts/domain';
import { onSignOutReset, resetSessionState, sessionKeys, sessionStore, singletonInstanceCounts, type SessionState } from '@portal/session';

const plan = { memberId: 'M100', displayName: 'Ava Medical', contractType: 'Medical' } as SelectedPlan;

/** The session store as a reload finds it: a fresh page (module registry and globals) on the same session storage. */
async function afterReload(): Promise<SessionState> {
  const holder = globalThis as unknown as Record<string, unknown>;
  const pageGlobals = holder.__portalSingletonInstances__;
  holder.__portalSingletonInstances__ = {};
  try {
    let state: SessionState | undefined;
    await jest.isolateModulesAsync(async () => {
      state = (await import('@portal/session')).sessionStore.getState();
    });
    if (!state) throw new Error('the session store did not load');
    return state;
  } finally {
    holder.__portalSingletonInstances__ = pageGlobals;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.getState().reset();
});

describe('session store', () => {
  it('keeps tokens and the token subject under the session storage keys of the spec', () => {
    sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r1', userId: 'ava.medical' });
    expect(sessionStorage.getItem('access_token')).toBe('a.b.c');
    expect(sessionStorage.getItem('refresh_token')).toBe('r1');
    expect(sessionStorage.getItem('logged_in_user')).toBe('ava.medical');
    expect(sessionStore.getState().userId).toBe('ava.medical');
  });

  it('persists the selected plan for the browser session', () => {
    sessionStore.getState().selectPlan(plan);
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.selectedPlan) ?? 'null')).toEqual(plan);
    sessionStore.getState().selectPlan(null);
    expect(sessionStorage.getItem(sessionKeys.selectedPlan)).toBeNull();
  });

  it('keeps the plan lists for the browser session, so after a reload they are known from the first paint (docs/product/roles-and-rights.md#rights-menu-visibility, Switch Plans)', async () => {
    const other = { ...plan, memberId: 'M200', isActive: false } as SelectedPlan;
    sessionStore.getState().setMemberships({ active: [plan], inactive: [other] });
    expect((await afterReload()).memberships).toEqual({ active: [plan], inactive: [other], loaded: true });
    resetSessionState();
    expect((await afterReload()).memberships).toEqual({ active: [], inactive: [], loaded: false });
  });

  it('signs out: clears storage except the deep link keys and resets every registered store', () => {
    const otherStoreReset = jest.fn();
    const unregister = onSignOutReset(otherStoreReset);
    sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r1', userId: 'ava.medical' });
    sessionStore.getState().updateSettings({ displayName: 'Ava' });
    sessionStorage.setItem(sessionKeys.deepLink, '/claims');
    sessionStorage.setItem(sessionKeys.deepLinkMessage, '42');

    resetSessionState();

    expect(sessionStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, userId: null, settings: {} });
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.deepLink)).toBe('/claims');
    expect(sessionStorage.getItem(sessionKeys.deepLinkMessage)).toBe('42');
    expect(otherStoreReset).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('is instantiated once', () => {
    expect(singletonInstanceCounts()['@portal/session']).toBe(1);
  });
});
