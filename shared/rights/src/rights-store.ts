// The rights context: loaded by the shell when a plan is selected, read by every app.
import { createStore } from 'zustand/vanilla';
import type { AccessibleMember, RightsRecord } from '@portal/contracts/domain';
import { onSignOutReset, registerSingletonInstance } from '@portal/session';

export interface RightsState {
  rights: RightsRecord | null;
  accessibleMembers: AccessibleMember[];
  /** planSelected in docs/product/session.md#session-stores-load-once: true once rights are loaded. */
  loaded: boolean;
}

export interface RightsActions {
  setRights(rights: RightsRecord, accessibleMembers: AccessibleMember[]): void;
  reset(): void;
}

export type RightsStore = RightsState & RightsActions;

const unloaded: RightsState = { rights: null, accessibleMembers: [], loaded: false };

export const rightsStore = createStore<RightsStore>()((set) => ({
  ...unloaded,
  setRights(rights, accessibleMembers) {
    set({ rights, accessibleMembers, loaded: true });
  },
  reset() {
    set(unloaded);
  },
}));

registerSingletonInstance('@portal/rights', rightsStore);

onSignOutReset(() => rightsStore.getState().reset());
