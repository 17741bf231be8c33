// Applies a route's access rule before any of its code loads, then renders its page.
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteDefinition } from '@portal/contracts/route-table';
import { sessionKeys, useIsSignedIn, writeSessionItem } from '@portal/session';
import { RemoteRoute } from '../remotes/remote-route';
import { shellPages } from './shell-pages';

export function RouteElement({ route }: { route: RouteDefinition }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (route.access === 'authenticated' && !signedIn) {
    // Remember where the member was going, so sign-in can bring them back (SPEC section 4).
    writeSessionItem(sessionKeys.deepLink, `${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (route.page.kind === 'shell') {
    const Page = shellPages[route.page.page];
    return <Page />;
  }
  return <RemoteRoute key={route.path} remote={route.page.remote} module={route.page.module} />;
}
