// Anything may ask for a sign-out (a failed refresh, an expired session, the Sign Out button, another
// tab of the same session); the shell carries it out: ends the session, ends a live chat, goes to
// /login with the reason shown.
export interface SignOutRequest {
  /**
   * Why, when the member should be told: an error code of docs/product/session.md#session-delete-account, the timeout, a deleted
   * account, or Sign Out in another tab of the same session.
   */
  reason?: 'OAU-0001' | 'timeout' | 'account-deleted' | 'ended-in-another-tab';
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
