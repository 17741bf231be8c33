// The portal's side of the pre-rendered landing page: hydrate it in place (its DOM and focus kept)
// when it is still the page the build rendered, then tell the landing loader.
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { readSessionItem, sessionKeys } from '@portal/session';
import { hydratedEvent, prerenderedPathAttribute } from './landing-markers';

/** The pre-rendered markup is the signed-out page at its own path; anything else renders afresh. */
export function isPrerenderedPage(container: HTMLElement): boolean {
  return container.getAttribute(prerenderedPathAttribute) === window.location.pathname && readSessionItem(sessionKeys.accessToken) === null;
}

/**
 * Called by the landing page itself: its part of the tree hydrates after the root (it sits in the
 * route's Suspense boundary), and only then do its buttons work, so only then may the loader replay
 * a click. In the single-page app nobody listens.
 */
export function useAnnounceLandingHydrated(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}

export function hydrateLandingPage(container: HTMLElement, element: ReactNode): Root {
  return hydrateRoot(container, element, {
    // A mismatch is recovered by rendering afresh; say so without any page content.
    onRecoverableError: (error) =>
      console.warn('[portal] the landing page was rendered afresh:', error instanceof Error ? error.message : 'unknown'),
  });
}
