// The one session store (docs/decisions/0006-one-session-one-rights-context.md). Framework-independent (zustand vanilla) so it works
// in any React root and outside React; the shell is its only writer of tokens and plan.
import { createStore } from 'zustand/vanilla';
import type { SelectedPlan, UserSettings } from '@portal/contracts/domain';
import { readSessionItem, sessionKeys, writeSessionItem } from './session-storage-keys';
import { registerSingletonInstance } from './singleton-instances';

export interface Memberships {
  active: SelectedPlan[];
  inactive: SelectedPlan[];
  loaded: boolean;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** The token subject (logged_in_user). */
  userId: string | null;
  selectedPlan: SelectedPlan | null;
  memberships: Memberships;
  settings: UserSettings;
}

export interface SessionActions {
  setTokens(tokens: { accessToken: string; refreshToken: string | null; userId: string }): void;
  selectPlan(plan: SelectedPlan | null): void;
  setMemberships(memberships: Omit<Memberships, 'loaded'>): void;
  updateSettings(settings: Partial<UserSettings>): void;
  /** Back to signed out: every field to its initial value (storage is cleared by the sign-out flow). */
  reset(): void;
}

export type SessionStore = SessionState & SessionActions;

function readSelectedPlan(): SelectedPlan | null {
  const raw = readSessionItem(sessionKeys.selectedPlan);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SelectedPlan;
  } catch {
    return null;
  }
}

function readMemberships(): Memberships {
  const raw = readSessionItem(sessionKeys.memberships);
  if (raw) {
    try {
      const { active, inactive } = JSON.parse(raw) as Partial<Omit<Memberships, 'loaded'>>;
      if (Array.isArray(active) && Array.isArray(inactive)) return { active, inactive, loaded: true };
    } catch {
      // Unreadable: load the lists again, as on a first visit.
    }
  }
  return { active: [], inactive: [], loaded: false };
}

function signedOutState(): SessionState {
  return {
    accessToken: null,
    refreshToken: null,
    userId: null,
    selectedPlan: null,
    memberships: { active: [], inactive: [], loaded: false },
    settings: {},
  };
}

function restoredState(): SessionState {
  return {
    ...signedOutState(),
    accessToken: readSessionItem(sessionKeys.accessToken),
    refreshToken: readSessionItem(sessionKeys.refreshToken),
    userId: readSessionItem(sessionKeys.loggedInUser),
    selectedPlan: readSelectedPlan(),
    memberships: readMemberships(),
  };
}

export const sessionStore = createStore<SessionStore>()((set) => ({
  ...restoredState(),
  setTokens({ accessToken, refreshToken, userId }) {
    writeSessionItem(sessionKeys.accessToken, accessToken);
    writeSessionItem(sessionKeys.refreshToken, refreshToken);
    writeSessionItem(sessionKeys.loggedInUser, userId);
    set({ accessToken, refreshToken, userId });
  },
  selectPlan(plan) {
    writeSessionItem(sessionKeys.selectedPlan, plan ? JSON.stringify(plan) : null);
    set({ selectedPlan: plan });
  },
  setMemberships({ active, inactive }) {
    // Kept for the browser session like the selected plan, so a reload knows them (sessionKeys.memberships).
    writeSessionItem(sessionKeys.memberships, JSON.stringify({ active, inactive }));
    set({ memberships: { active, inactive, loaded: true } });
  },
  updateSettings(settings) {
    set((state) => ({ settings: { ...state.settings, ...settings } }));
  },
  reset() {
    set(signedOutState());
  },
}));

registerSingletonInstance('@portal/session', sessionStore);
