// The user-identity reporter (SPEC section 2, layout): once a plan is selected, tells the session
// recorder whose session it is, as a one-way hash of the username plus the brand tier and contract
// type. No name, username, member id or token ever reaches the recorder (health data is private).
import { useEffect } from 'react';
import { identifySession } from '@portal/api-client';
import { useRights } from '@portal/rights';
import { useSession } from '@portal/session';

export async function pseudonymousUserKey(username: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`member-portal:${username}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function UserIdentityReporter() {
  const planSelected = useRights((state) => state.loaded);
  const username = useSession((state) => state.userId);
  const brandTier = useSession((state) => state.selectedPlan?.tier1);
  const contractType = useSession((state) => state.selectedPlan?.contractType);

  useEffect(() => {
    if (!planSelected || !username || !brandTier || !contractType) return undefined;
    let current = true;
    // Web Crypto exists only in secure contexts; without it the session stays anonymous.
    pseudonymousUserKey(username).then(
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
