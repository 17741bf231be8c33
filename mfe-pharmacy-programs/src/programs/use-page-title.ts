// Pages whose title comes from content set the document title themselves (route table: /programs/:id).
// The shell sets the route's title in its own effect on every navigation, which runs after a page's
// effects in the same commit; a microtask lands after all of them.
import { useEffect } from 'react';
import { useLocation } from '@portal/routing';
import { documentTitle } from '@portal/contracts/route-table';

export function usePageTitle(title: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = documentTitle(title);
    });
    return () => {
      current = false;
    };
  }, [title, pathname]);
}
