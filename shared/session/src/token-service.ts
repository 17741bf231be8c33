// Tokens (SPEC sections 4 and 7): the authorization-code exchange, and a fresh access token before
// each API call. Concurrent callers share one refresh, and tabs take turns through a Web Lock and
// tell each other about a rotation, because a rotated refresh token sent twice revokes the whole
// grant at the identity provider.
import { activityStore } from './activity';
import { getPortalConfig } from './portal-config';
import { isTokenExpired, readTokenClaims } from './jwt';
import { loadProviderMetadata } from './provider-metadata';
import { sessionStore } from './session-store';
import { onSignOutReset } from './sign-out';
import { sessionKeys, readSessionItem, writeSessionItem } from './session-storage-keys';
import { signInRedirectUri } from './sign-in-redirect';

export class SessionEndedError extends Error {
  readonly code = 'OAU-0001';
  constructor(reason: string) {
    super(reason);
    this.name = 'SessionEndedError';
  }
}

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
}

interface RotationMessage {
  type: 'tokens-rotated';
  previousRefreshTokenHash: string;
  accessToken: string;
  refreshToken: string | null;
}

interface RotationQuery {
  type: 'rotation-query';
  previousRefreshTokenHash: string;
}

type SessionChannelMessage = RotationMessage | RotationQuery;

const lockName = 'portal.token-refresh';
/** How long a tab holding the lock waits for another tab to say it already rotated the token. */
const rotationQueryWaitMs = 200;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.session');
const rotationsSeen = new Map<string, RotationMessage>();
const rotationWaiters = new Set<(message: RotationMessage) => void>();
onSignOutReset(() => rotationsSeen.clear());

function remember(message: RotationMessage): void {
  rotationsSeen.set(message.previousRefreshTokenHash, message);
  // Only recent rotations matter; keep the map small.
  if (rotationsSeen.size > 5) rotationsSeen.delete(rotationsSeen.keys().next().value as string);
}

channel?.addEventListener('message', (event: MessageEvent<SessionChannelMessage>) => {
  const message = event.data;
  if (message?.type === 'tokens-rotated') {
    remember(message);
    for (const waiter of rotationWaiters) waiter(message);
  } else if (message?.type === 'rotation-query') {
    // Another tab holds the lock with this refresh token: tell it what it was rotated to.
    const known = rotationsSeen.get(message.previousRefreshTokenHash);
    if (known) channel.postMessage(known);
  }
});

/**
 * The rotation of this refresh token done by another tab, if any. The lock grant can arrive before
 * that tab's broadcast, so the holder also asks the other tabs and waits briefly for an answer.
 */
function rotationByAnotherTab(previousRefreshTokenHash: string): Promise<RotationMessage | null> {
  const seen = rotationsSeen.get(previousRefreshTokenHash);
  if (seen || !channel) return Promise.resolve(seen ?? null);
  return new Promise((resolve) => {
    const waiter = (message: RotationMessage) => {
      if (message.previousRefreshTokenHash !== previousRefreshTokenHash) return;
      finish(message);
    };
    const finish = (message: RotationMessage | null) => {
      rotationWaiters.delete(waiter);
      window.clearTimeout(timer);
      resolve(message);
    };
    const timer = window.setTimeout(() => finish(null), rotationQueryWaitMs);
    rotationWaiters.add(waiter);
    channel.postMessage({ type: 'rotation-query', previousRefreshTokenHash } satisfies RotationQuery);
  });
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function postTokenRequest(form: Record<string, string>): Promise<TokenResponse> {
  const { tokenEndpoint } = await loadProviderMetadata();
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    credentials: 'omit',
  });
  if (!response.ok) throw new SessionEndedError(`token endpoint answered ${response.status}`);
  const body = (await response.json()) as Partial<TokenResponse>;
  if (typeof body.access_token !== 'string') throw new SessionEndedError('token response without access_token');
  return body as TokenResponse;
}

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

/** The sign-in return: exchanges the one-time code (with the PKCE verifier) for tokens. */
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

async function refreshUnderLock(): Promise<string> {
  const { accessToken, refreshToken } = sessionStore.getState();
  // Another tab may have refreshed while this one waited for the lock.
  if (accessToken && !isTokenExpired(accessToken, Date.now())) return accessToken;
  if (!refreshToken) throw new SessionEndedError('no refresh token');
  const previousRefreshTokenHash = await sha256Hex(refreshToken);
  // Another tab may already have rotated this very refresh token while we waited for the lock.
  const rotated = await rotationByAnotherTab(previousRefreshTokenHash);
  // With a provider that does not rotate refresh tokens, the same one is refreshed again and again: what
  // was remembered for it is an earlier refresh, whose access token may have expired since.
  if (rotated && !isTokenExpired(rotated.accessToken, Date.now())) {
    sessionStore.getState().setTokens({
      accessToken: rotated.accessToken,
      refreshToken: rotated.refreshToken,
      userId: sessionStore.getState().userId ?? readTokenClaims(rotated.accessToken)?.sub ?? '',
    });
    return rotated.accessToken;
  }
  const tokens = await postTokenRequest({ grant_type: 'refresh_token', client_id: getPortalConfig().oidcClientId, refresh_token: refreshToken });
  const rotation: RotationMessage = {
    type: 'tokens-rotated',
    previousRefreshTokenHash,
    accessToken: tokens.access_token,
    refreshToken: storeTokens(tokens, refreshToken),
  };
  remember(rotation);
  channel?.postMessage(rotation);
  return tokens.access_token;
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
 * The access token to send, refreshed first when it has expired (by its exp claim). Null when signed
 * out. Throws SessionEndedError when the refresh fails: the caller signs out with OAU-0001.
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
 * timeout (12 + 3 minutes without activity, SPEC section 4) still ends it.
 */
export function keepSessionAlive(nowMs: number = Date.now()): void {
  const { accessToken, refreshToken } = sessionStore.getState();
  if (!accessToken || !refreshToken || refreshInFlight || !isTokenExpired(accessToken, nowMs)) return;
  // A failure here is left to the next API call, which signs out with OAU-0001 as SPEC section 8 says.
  refreshOnce().catch(() => undefined);
}

activityStore.subscribe((state) => keepSessionAlive(state.lastActivityAt));
