// Anything may ask for a sign-out (a failed refresh, an expired session, the Sign Out button); the
// shell carries it out: resets every store, ends a live chat, goes to /login with the reason shown.
export interface SignOutRequest {
  /** Why, when the member should be told: an error code of SPEC section 8, the timeout, or a deleted account. */
  reason?: 'OAU-0001' | 'timeout' | 'account-deleted';
}

type Listener = (request: SignOutRequest) => void;
const listeners = new Set<Listener>();

export function onSignOutRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestSignOut(request: SignOutRequest = {}): void {
  for (const listener of listeners) listener(request);
}
