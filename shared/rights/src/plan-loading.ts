// Memberships, the selected plan and its rights (docs/product/session.md#session-stores-load-once): stores load once, concurrent loads
// share one call; the first plan is the first active one, else the first inactive one; choosing a plan
// loads its access rights, and planSelected follows the rights' loaded state.
import { apiCalls, callApi } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { keepRights, keptRightsFor, rightsKeyOf } from './kept-rights';
import { rightsStore } from './rights-store';
import { onSignOutReset, sessionStore } from '@portal/session';

let membershipsLoad: Promise<void> | null = null;
let rightsLoad: { key: string; promise: Promise<void> } | null = null;
/** The plan whose rights were asked for on this page load (rights kept from before are refreshed once). */
let rightsAskedFor: string | null = null;

onSignOutReset(() => {
  membershipsLoad = null;
  rightsLoad = null;
  rightsAskedFor = null;
});

export function splitMemberships(plans: SelectedPlan[]): { active: SelectedPlan[]; inactive: SelectedPlan[] } {
  return { active: plans.filter((plan) => plan.isActive), inactive: plans.filter((plan) => !plan.isActive) };
}

export function firstPlan({ active, inactive }: { active: SelectedPlan[]; inactive: SelectedPlan[] }): SelectedPlan | null {
  return active[0] ?? inactive[0] ?? null;
}

/**
 * Loads the plan lists once per session (the session store keeps them in session storage, so the
 * Switch Plans rule holds from the first paint after a reload). `fresh` asks the member API again,
 * for plan selection to show the plans as they are now; the session's copy stays until the answer.
 */
export function loadMemberships({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  if (!fresh && sessionStore.getState().memberships.loaded) return Promise.resolve();
  membershipsLoad ??= (async () => {
    try {
      const userId = sessionStore.getState().userId ?? '';
      const response = await callApi(apiCalls.memberships, { params: { userId } });
      sessionStore.getState().setMemberships(splitMemberships(response.userMemberships));
    } finally {
      membershipsLoad = null;
    }
  })();
  return membershipsLoad;
}

export function loadRights(plan: SelectedPlan): Promise<void> {
  const key = rightsKeyOf(plan);
  if (rightsLoad?.key === key) return rightsLoad.promise;
  rightsAskedFor = key;
  const promise = callApi(apiCalls.accessRights, {
    params: {
      userId: sessionStore.getState().userId ?? '',
      companyId: plan.companyId,
      memberId: plan.memberId,
      contractType: plan.contractType,
    },
  }).then(
    (response) => {
      const kept = { rights: response.rights ?? {}, accessibleMembers: response.accessibleMembers ?? [] };
      keepRights(plan, kept);
      rightsStore.getState().setRights(kept.rights, kept.accessibleMembers);
    },
    (error: unknown) => {
      rightsLoad = null;
      throw error;
    },
  );
  rightsLoad = { key, promise };
  return promise;
}

/** Chooses a plan: it becomes the selected plan (kept for the browser session) and its rights load. */
export async function choosePlan(plan: SelectedPlan): Promise<void> {
  rightsStore.getState().reset();
  rightsLoad = null;
  sessionStore.getState().selectPlan({ ...plan, loaded: true });
  await loadRights(plan);
}

/**
 * With a token: loads the plan if missing (the first plan) and its rights if not loaded yet, as a
 * protected route needs before it renders. The plan lists load first when the session has none (a
 * session kept from before they were stored, or storage without them): the navigation renders once
 * rights load, and Switch Plans shows while the lists are unknown (docs/product/roles-and-rights.md#rights-menu-visibility), so loading them
 * before the rights keeps it from showing for a moment and then going (docs/README.md). With a plan, a failed lists load only leaves Switch Plans shown: the page opens.
 */
export async function ensurePlanAndRights(): Promise<void> {
  let plan = sessionStore.getState().selectedPlan;
  if (!sessionStore.getState().memberships.loaded) {
    const lists = loadMemberships();
    await (plan ? lists.catch(() => undefined) : lists);
  }
  if (!plan) {
    const first = firstPlan(sessionStore.getState().memberships);
    if (!first) return;
    sessionStore.getState().selectPlan({ ...first, loaded: true });
    plan = sessionStore.getState().selectedPlan;
  }
  if (!plan) return;
  if (!rightsStore.getState().loaded) {
    // Rights kept from before this page load (kept-rights.ts) let a protected page render at once:
    // set before the first render when the shell starts its first route's loads, since with kept plan
    // lists nothing above waits. Plan selection, which asks for no rights, stays "before a plan is
    // selected" (docs/product/routes-and-guards.md#layout-profile-panel profile panel).
    const kept = keptRightsFor(plan);
    if (!kept) return loadRights(plan);
    rightsStore.getState().setRights(kept.rights, kept.accessibleMembers);
  }
  // Kept rights are asked for again once per page load, and the answer replaces them (a failure keeps
  // them: the page works).
  if (rightsAskedFor !== rightsKeyOf(plan)) loadRights(plan).catch(() => undefined);
}
