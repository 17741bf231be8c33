import { useSyncExternalStore } from 'react';

/** The full navigation bar shows above 1279 px (SPEC section 2); below, the drawer. */
export const desktopQuery = '(min-width: 1280px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(desktopQuery).matches,
    () => true,
  );
}
