// The rights context: loaded by the shell when a plan is selected, read by every app.
import { createStore } from 'zustand/vanilla';
import type { AccessibleMember, RightsRecord } from '@portal/contracts/domain';
import { onSignOutReset, registerSingletonInstance, sessionStore } from '@portal/session';
import { keptRightsFor } from './kept-rights';

export interface RightsState {
  rights: RightsRecord | null;
  accessibleMembers: AccessibleMember[];
  /** planSelected in SPEC section 4: true once rights are loaded. */
  loaded: boolean;
}

export interface RightsActions {
  setRights(rights: RightsRecord, accessibleMembers: AccessibleMember[]): void;
  reset(): void;
}

export type RightsStore = RightsState & RightsActions;

const unloaded: RightsState = { rights: null, accessibleMembers: [], loaded: false };

/** A reload starts from the rights kept for the selected plan, if any (kept-rights.ts). */
function restoredState(): RightsState {
  const kept = keptRightsFor(sessionStore.getState().selectedPlan);
  return kept ? { ...kept, loaded: true } : unloaded;
}

export const rightsStore = createStore<RightsStore>()((set) => ({
  ...restoredState(),
  setRights(rights, accessibleMembers) {
    set({ rights, accessibleMembers, loaded: true });
  },
  reset() {
    set(unloaded);
  },
}));

registerSingletonInstance('@portal/rights', rightsStore);

onSignOutReset(() => rightsStore.getState().reset());
