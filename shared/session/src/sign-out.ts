// Sign-out (SPEC section 4): clears session storage except the deep link, resets every store.
// Apps that own stores of their own register a reset here so one sign-out resets them all.
import { clearSessionStorageForSignOut } from './session-storage-keys';
import { sessionStore } from './session-store';

const resetters = new Set<() => void>();

/** Registers a store reset to run on sign-out; returns a function that unregisters it. */
export function onSignOutReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

export function resetSessionState(): void {
  clearSessionStorageForSignOut();
  sessionStore.getState().reset();
  for (const reset of resetters) reset();
}
