// The user-identity reporter (docs/product/routes-and-guards.md#layout-frame, layout): once a plan is selected, tells the session
// recorder whose session it is, as the opaque id the identity provider puts in the access token
// (`session_recording_id`: HMAC-SHA256 of the member's subject under a key only the server holds,
// sandbox/src/oidc/session-recording-id.ts), plus the brand tier and contract type. The portal never
// has the key, so nothing it serves (config.json is public) lets anyone test guessed usernames
// against an id (docs/security.md, "What the browser keeps and shows"). No name, username, member id
// or token ever reaches the recorder; a token without the id leaves the session anonymous.
import { useEffect } from 'react';
import { identifySession } from '@portal/api-client';
import { useRights } from '@portal/rights';
import { readTokenClaims, useSession } from '@portal/session';

/** The claim the identity provider puts the id in (docs/decisions/0018-sign-in-lands-on-a-plan.md). */
export const sessionRecordingIdClaim = 'session_recording_id';

const hmacSha256Hex = /^[0-9a-f]{64}$/;

/**
 * The session-recording id the access token carries, or null. Only the HMAC's shape is taken, so a
 * misconfigured provider cannot turn the recorder's identity into something readable.
 */
export function sessionRecordingIdOf(accessToken: string | null): string | null {
  if (!accessToken) return null;
  const id = (readTokenClaims(accessToken) as Record<string, unknown> | null)?.[sessionRecordingIdClaim];
  return typeof id === 'string' && hmacSha256Hex.test(id) ? id : null;
}

export function UserIdentityReporter() {
  const planSelected = useRights((state) => state.loaded);
  // A string, so a rotated token carrying the same id reports nothing again.
  const userKey = useSession((state) => sessionRecordingIdOf(state.accessToken));
  const brandTier = useSession((state) => state.selectedPlan?.tier1);
  const contractType = useSession((state) => state.selectedPlan?.contractType);

  useEffect(() => {
    if (!planSelected || !userKey || !brandTier || !contractType) return;
    identifySession({ userKey, brandTier, contractType });
  }, [planSelected, userKey, brandTier, contractType]);

  return null;
}
