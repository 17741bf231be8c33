import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
/** While the portal hydrates the pre-rendered page: not yet known, so the build's year is kept. */
const unknownYear = 0;

/**
 * The current year, for the copyright line. Exempt from the one date module (docs/README.md): the footer is on the pre-rendered /login, which loads no Luxon. The landing page is rendered when the portal is built,
 * which may be in an earlier year than the visit: once hydrated, the page shows this year's. Built
 * in Node, the build's own year; hydrating, a placeholder the page's year text is kept for (its
 * element has suppressHydrationWarning), then this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => (typeof window === 'undefined' ? new Date().getFullYear() : unknownYear),
  );
}
