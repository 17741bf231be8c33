// React bindings for the vanilla session store.
import { useStore } from 'zustand';
import { sessionStore, type SessionStore } from './session-store';
import { isStaffToken } from './staff';

export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

export function useIsSignedIn(): boolean {
  return useSession((state) => state.accessToken !== null);
}

/** Whether the signed-in session is the insurer's staff (the token's staff role). */
export function useIsStaff(): boolean {
  return useSession((state) => isStaffToken(state.accessToken));
}

/** The name to greet the member by: their chosen display name, else the plan's display name. */
export function useMemberDisplayName(): string | null {
  return useSession((state) => state.settings.displayName ?? state.selectedPlan?.displayName ?? null);
}

/** The selected plan's member id; '' before a plan is selected (the dashboard's cards show only after). */
export function selectedMemberId(state: SessionStore): string {
  return state.selectedPlan?.memberId ?? '';
}

/** The selected member id in a component; code outside React reads selectedMemberId(sessionStore.getState()). */
export function useSelectedMemberId(): string {
  return useSession(selectedMemberId);
}
