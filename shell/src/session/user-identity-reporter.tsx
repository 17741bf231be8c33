// The user-identity reporter (SPEC section 2, layout): once a plan is selected, tells the session
// recorder whose session it is, as an HMAC-SHA-256 of the username under the deployment's key
// (config.json `sessionRecordingKey`), plus the brand tier and contract type. A bare hash would let the
// recording tool test guessed usernames; without this deployment's key it cannot. No name, username,
// member id or token ever reaches the recorder (health data is private); without a key, none is sent.
import { useEffect } from 'react';
import { identifySession } from '@portal/api-client';
import { useRights } from '@portal/rights';
import { getPortalConfig, useSession } from '@portal/session';

export async function pseudonymousUserKey(username: string, key: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(username));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function UserIdentityReporter() {
  const planSelected = useRights((state) => state.loaded);
  const username = useSession((state) => state.userId);
  const brandTier = useSession((state) => state.selectedPlan?.tier1);
  const contractType = useSession((state) => state.selectedPlan?.contractType);

  useEffect(() => {
    const key = getPortalConfig().sessionRecordingKey;
    if (!planSelected || !username || !brandTier || !contractType || !key) return undefined;
    let current = true;
    // Web Crypto exists only in secure contexts; without it the session stays anonymous.
    pseudonymousUserKey(username, key).then(
      (userKey) => {
        if (current) identifySession({ userKey, brandTier, contractType });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [planSelected, username, brandTier, contractType]);

  return null;
}
