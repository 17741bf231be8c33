// The tabs of one session take turns refreshing (a Web Lock, token-service.ts) and tell each other
// about every refresh over a BroadcastChannel: a rotated refresh token sent twice revokes the whole
// grant at the identity provider, so a tab must learn what another tab rotated its token to.
import { onSignOutReset } from './sign-out';

/** A refresh one tab made: what the refresh token (by its hash) was exchanged for. */
export interface Rotation {
  previousRefreshTokenHash: string;
  accessToken: string;
  /** The refresh token to use from now on (the one sent again when the provider does not rotate). */
  refreshToken: string | null;
}

interface RotationMessage extends Rotation {
  type: 'tokens-rotated';
}

interface RotationQuery {
  type: 'rotation-query';
  previousRefreshTokenHash: string;
}

type SessionChannelMessage = RotationMessage | RotationQuery;

/** How long a tab holding the lock waits for another tab to say it already rotated the token. */
const rotationQueryWaitMs = 200;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.session');
const rotationsSeen = new Map<string, Rotation>();
const rotationWaiters = new Set<(rotation: Rotation) => void>();
onSignOutReset(() => rotationsSeen.clear());

function remember(rotation: Rotation): void {
  rotationsSeen.set(rotation.previousRefreshTokenHash, rotation);
  // Only recent rotations matter; keep the map small.
  if (rotationsSeen.size > 5) rotationsSeen.delete(rotationsSeen.keys().next().value as string);
}

function toMessage(rotation: Rotation): RotationMessage {
  const { previousRefreshTokenHash, accessToken, refreshToken } = rotation;
  return { type: 'tokens-rotated', previousRefreshTokenHash, accessToken, refreshToken };
}

channel?.addEventListener('message', (event: MessageEvent<SessionChannelMessage>) => {
  const message = event.data;
  if (message?.type === 'tokens-rotated') {
    remember(message);
    for (const waiter of rotationWaiters) waiter(message);
  } else if (message?.type === 'rotation-query') {
    // Another tab holds the lock with this refresh token: tell it what it was rotated to.
    const known = rotationsSeen.get(message.previousRefreshTokenHash);
    if (known) channel.postMessage(toMessage(known));
  }
});

/** Tells this tab and the others what a refresh token was exchanged for. */
export function announceRotation(rotation: Rotation): void {
  remember(rotation);
  channel?.postMessage(toMessage(rotation));
}

/**
 * The rotation of this refresh token done by another tab, if any. The lock grant can arrive before
 * that tab's broadcast, so the holder also asks the other tabs and waits briefly for an answer.
 */
export function rotationByAnotherTab(previousRefreshTokenHash: string): Promise<Rotation | null> {
  const seen = rotationsSeen.get(previousRefreshTokenHash);
  if (seen || !channel) return Promise.resolve(seen ?? null);
  return new Promise((resolve) => {
    const waiter = (rotation: Rotation) => {
      if (rotation.previousRefreshTokenHash !== previousRefreshTokenHash) return;
      finish(rotation);
    };
    const finish = (rotation: Rotation | null) => {
      rotationWaiters.delete(waiter);
      window.clearTimeout(timer);
      resolve(rotation);
    };
    const timer = window.setTimeout(() => finish(null), rotationQueryWaitMs);
    rotationWaiters.add(waiter);
    channel.postMessage({ type: 'rotation-query', previousRefreshTokenHash } satisfies RotationQuery);
  });
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
