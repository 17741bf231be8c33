// Starting the sign-in redirect needs the identity provider's discovery document first
// (@portal/session provider-metadata.ts). If the provider cannot be reached the member must be told,
// not left on a button that does nothing.
import { useCallback, useState } from 'react';
import { startSignIn } from '@portal/session';

export const signInUnavailableMessage = 'We can’t reach the sign-in service right now. Check your connection and try again in a few minutes.';

export function useStartSignIn(): { start: () => void; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    startSignIn().catch(() => setFailed(true));
  }, []);
  return { start, failed };
}
