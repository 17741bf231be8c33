// Tokens (docs/product/session.md#session-token-exchange, docs/product/data-and-calls.md#calls-bases): the authorization-code exchange, and a fresh access token before
// each API call. Concurrent callers share one refresh, and tabs take turns through a Web Lock and
// tell each other about a rotation (tab-rotations.ts), because a rotated refresh token sent twice
// revokes the whole grant at the identity provider. A refresh the provider cannot answer is tried
// again while the access token lives (refresh-retry.ts); only a refusal ends the session.
import { activityStore } from './activity';
import { getPortalConfig } from './portal-config';
import { isTokenExpired, readTokenClaims } from './jwt';
import { retryWhileTokenLives } from './refresh-retry';
import { sessionStore } from './session-store';
import { sessionKeys, readSessionItem, writeSessionItem } from './session-storage-keys';
import { signInRedirectUri } from './sign-in-redirect';
import { announceRotation, rotationByAnotherTab, sha256Hex, type Rotation } from './tab-rotations';
import { postTokenRequest, SessionEndedError, type TokenResponse } from './token-endpoint';

const lockName = 'portal.token-refresh';

/**
 * Stores an answer's tokens. A provider that does not rotate refresh tokens answers a refresh without
 * one: the refresh token sent (`keptRefreshToken`) stays the session's.
 */
function storeTokens(tokens: TokenResponse, keptRefreshToken: string | null = null): string | null {
  const userId = readTokenClaims(tokens.access_token)?.sub;
  if (!userId) throw new SessionEndedError('access token without subject');
  const refreshToken = tokens.refresh_token ?? keptRefreshToken;
  sessionStore.getState().setTokens({ accessToken: tokens.access_token, refreshToken, userId });
  return refreshToken;
}

/**
 * The sign-in return: exchanges the one-time code (with the PKCE verifier) for tokens. Fails with
 * SessionEndedError when the provider refuses the code, IdentityProviderUnavailableError when it
 * gives no usable answer (within its wait). A code is used once, so the exchange is not tried again.
 */
export async function exchangeAuthorizationCode(code: string): Promise<void> {
  const verifier = readSessionItem(sessionKeys.codeVerifier);
  if (!verifier) throw new SessionEndedError('no code verifier in this browser session');
  const tokens = await postTokenRequest({
    grant_type: 'authorization_code',
    client_id: getPortalConfig().oidcClientId,
    code,
    code_verifier: verifier,
    redirect_uri: signInRedirectUri(),
  });
  writeSessionItem(sessionKeys.codeVerifier, null);
  storeTokens(tokens);
  writeSessionItem(sessionKeys.sessionId, randomSessionId());
}

function randomSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Takes what another tab exchanged this tab's refresh token for. Returns its access token when that
 * is still fresh; null when this tab must refresh itself, with the refresh token it now holds.
 */
function adoptRotation(rotation: Rotation, refreshToken: string): string | null {
  const fresh = !isTokenExpired(rotation.accessToken, Date.now());
  const next = rotation.refreshToken ?? refreshToken;
  // With a provider that does not rotate refresh tokens the same one is refreshed again and again:
  // what was remembered for it is an earlier refresh, whose access token may have expired since.
  if (!fresh && next === refreshToken) return null;
  const userId = sessionStore.getState().userId ?? readTokenClaims(rotation.accessToken)?.sub ?? '';
  sessionStore.getState().setTokens({ accessToken: rotation.accessToken, refreshToken: next, userId });
  return fresh ? rotation.accessToken : null;
}

async function refreshAttempt(): Promise<string> {
  const { accessToken, refreshToken } = sessionStore.getState();
  // Another tab may have refreshed while this one waited for the lock.
  if (accessToken && !isTokenExpired(accessToken, Date.now())) return accessToken;
  if (!refreshToken) throw new SessionEndedError('no refresh token');
  const previousRefreshTokenHash = await sha256Hex(refreshToken);
  // Another tab may already have rotated this very refresh token while we waited for the lock.
  const rotated = await rotationByAnotherTab(previousRefreshTokenHash);
  if (rotated) {
    const adopted = adoptRotation(rotated, refreshToken);
    if (adopted) return adopted;
    // Rotated long ago: its access token has expired too, so refresh with what it was rotated to.
    if (sessionStore.getState().refreshToken !== refreshToken) return refreshAttempt();
  }
  const tokens = await postTokenRequest({
    grant_type: 'refresh_token',
    client_id: getPortalConfig().oidcClientId,
    refresh_token: refreshToken,
  });
  announceRotation({ previousRefreshTokenHash, accessToken: tokens.access_token, refreshToken: storeTokens(tokens, refreshToken) });
  return tokens.access_token;
}

function refreshUnderLock(): Promise<string> {
  const { accessToken } = sessionStore.getState();
  const expiresAtMs = (readTokenClaims(accessToken ?? '')?.exp ?? 0) * 1000;
  return retryWhileTokenLives(refreshAttempt, expiresAtMs, () => sessionStore.getState().refreshToken === null);
}

let refreshInFlight: Promise<string> | null = null;

function refreshOnce(): Promise<string> {
  refreshInFlight ??= (async () => {
    try {
      const locks = globalThis.navigator?.locks;
      return locks ? await locks.request(lockName, refreshUnderLock) : await refreshUnderLock();
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * The access token to send, refreshed first when it is due (by its exp claim, a little early). Null
 * when signed out. Throws SessionEndedError when the provider refuses the refresh: the caller signs
 * out with OAU-0001. Throws IdentityProviderUnavailableError when the provider could not answer before
 * the access token expired: the call fails, and the member stays signed in.
 */
export async function getFreshAccessToken(): Promise<string | null> {
  const { accessToken } = sessionStore.getState();
  if (!accessToken) return null;
  if (!isTokenExpired(accessToken, Date.now())) return accessToken;
  return refreshOnce();
}

/**
 * The identity provider drops a refresh-token chain unused for 15 minutes (sandbox/README.md, session
 * lifetimes), while a member may read or type for longer without an API call. So activity renews an
 * expired access token at once, rather than at the next call: with access tokens shorter than that
 * idle limit (5 minutes by default) the chain lives as long as the member is active, and the session
 * timeout (12 + 3 minutes without activity, docs/product/session.md#session-idle-timeout) still ends it.
 */
export function keepSessionAlive(nowMs: number = Date.now()): void {
  const { accessToken, refreshToken } = sessionStore.getState();
  if (!accessToken || !refreshToken || refreshInFlight || !isTokenExpired(accessToken, nowMs)) return;
  // A failure here is left to the next API call: a refusal signs out with OAU-0001; a provider that
  // could not answer fails that call only.
  refreshOnce().catch(() => undefined);
}

activityStore.subscribe((state) => keepSessionAlive(state.lastActivityAt));
