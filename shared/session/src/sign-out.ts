// Sign-out (docs/product/session.md#session-token-exchange): clears session storage except the deep link, resets every store.
// Apps that own stores of their own register a reset here so one sign-out resets them all.
// Ending a session also revokes its refresh token at the identity provider (RFC 7009), so the tokens
// a browser kept stop working at once, and tells every other tab of the same session to sign out.
import { getPortalConfig } from './portal-config';
import { loadProviderMetadata } from './provider-metadata';
import { clearSessionStorageForSignOut, readSessionItem, sessionKeys } from './session-storage-keys';
import { sessionStore } from './session-store';
import { requestSignOut } from './sign-out-requests';

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

interface SessionEndedMessage {
  type: 'session-ended';
  sessionId: string;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.sign-out');

/**
 * Tabs opened from this one carry the same session id (session storage is copied to them): when one
 * of them ends the session, this tab signs out too. Another session's message changes nothing.
 */
export function onSessionEndedMessage(message: Partial<SessionEndedMessage> | null | undefined): void {
  if (message?.type !== 'session-ended') return;
  const own = readSessionItem(sessionKeys.sessionId);
  if (own && own === message.sessionId && sessionStore.getState().accessToken) {
    requestSignOut({ reason: 'ended-in-another-tab' });
  }
}

channel?.addEventListener('message', (event: MessageEvent<SessionEndedMessage>) => onSessionEndedMessage(event.data));

/**
 * Revokes a refresh token at the provider's revocation endpoint. Best effort: the member is signed
 * out locally whatever the answer, and the provider's own lifetimes end the chain otherwise.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<boolean> {
  try {
    const { revocationEndpoint } = await loadProviderMetadata();
    if (!revocationEndpoint) return false;
    const response = await fetch(revocationEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: getPortalConfig().oidcClientId,
      }).toString(),
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Ends the session: revokes its refresh token, tells the other tabs of the session, and resets this
 * tab (storage and stores). A tab told by another (`fromAnotherTab`) only resets: the token is revoked.
 */
export function endSession({ fromAnotherTab = false }: { fromAnotherTab?: boolean } = {}): void {
  const { refreshToken } = sessionStore.getState();
  const sessionId = readSessionItem(sessionKeys.sessionId);
  if (!fromAnotherTab) {
    if (refreshToken) void revokeRefreshToken(refreshToken);
    if (sessionId) channel?.postMessage({ type: 'session-ended', sessionId } satisfies SessionEndedMessage);
  }
  resetSessionState();
}
