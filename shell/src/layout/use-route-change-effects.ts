// On every navigation: set the document title from the route table, scroll to the top, and move
// focus to the new page's content so screen-reader and keyboard users start at the page.
import { useEffect, useRef } from 'react';
import { useLocation } from '@portal/routing';
import { documentTitle } from '@portal/contracts/route-table';
import { useCurrentRoute } from './use-current-route';

export function useRouteChangeEffects() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // A remote page's title arrives with its manifest (docs/remote-manifest.md), maybe after the first render.
  const title = useCurrentRoute()?.title;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [pathname, title]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}
