// Starting the sign-in redirect needs the identity provider's discovery document first
// (@portal/session provider-metadata.ts), which waits 15 seconds at most. While it loads the member is
// told they are on their way; if the provider cannot be reached or does not answer, they are told
// that (signInUnavailableMessage), not left on a button that does nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { startSignIn } from '@portal/session';

export type SignInStart = 'idle' | 'starting' | 'failed';

export function useStartSignIn(): { start: () => void; state: SignInStart } {
  const [state, setState] = useState<SignInStart>('idle');
  const starting = useRef(false);
  const start = useCallback(() => {
    // One redirect at a time: a second press while the first is on its way changes nothing.
    if (starting.current) return;
    starting.current = true;
    setState('starting');
    startSignIn().catch(() => {
      starting.current = false;
      setState('failed');
    });
  }, []);
  // Back from the identity provider's page, a page the browser kept is shown as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      starting.current = false;
      setState('idle');
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  return { start, state };
}
