// Work the first page needs, started before React renders: a signed-in member's plan and
// rights, and a shell page's on-demand code, load while the shell renders its frame instead of one
// after the other. Remote code is not started here: a remote page loads only once its guard allows it.
import { httpClient } from '@portal/api-client';
import { ensurePlanAndRights, portalCompositionStore, routeFor, sessionRouteAccess } from '@portal/rights';
import { isStaffSession, sessionStore } from '@portal/session';
import { preloadShellPage } from '../app/shell-pages';

export function startFirstRouteLoads(pathname: string): void {
  const route = routeFor(pathname);
  const signedIn = sessionStore.getState().accessToken !== null;
  if (!route) {
    // Unknown while the remotes' manifests are on their way (remote-manifests.ts): most likely a remote's
    // page, so a signed-in member's plan and rights load beside them, as its gate would ask.
    if (signedIn && !isStaffSession() && portalCompositionStore.getState().status !== 'composed')
      ensurePlanAndRights().catch(() => undefined);
    return;
  }
  if (route.access !== 'public' && !signedIn) return;
  // The route's plan gate shares this load, and shows its failure. Staff routes have no plan, and a
  // staff session opens no member route.
  const access = sessionRouteAccess(route, { signedIn, staff: isStaffSession() });
  if (access === 'authenticated' && !isStaffSession() && !route.planOptional) ensurePlanAndRights().catch(() => undefined);
  if (route.page.kind === 'shell') preloadShellPage(route.page.page);
}

/**
 * A signed-in member's first page makes API calls, and they need the HTTP client's code (axios and its
 * interceptors, fetched on first use: docs/http.md). Started before the deployment files are read, it
 * downloads beside them instead of after them. Signed out (/login, public pages), nothing loads until
 * a page makes its first call.
 */
export function startHttpClientLoad(): void {
  if (sessionStore.getState().accessToken === null) return;
  // A failed load is tried again, and reported, by the first call.
  httpClient().catch(() => undefined);
}
