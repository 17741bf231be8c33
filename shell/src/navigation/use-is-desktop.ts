import { useSyncExternalStore } from 'react';
import { desktopQuery } from './desktop-query';

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
