// Work the first page needs, started before React renders: a signed-in member's plan and
// rights, and a shell page's on-demand code, load while the shell renders its frame instead of one
// after the other. A remote page's code starts once the remotes' manifests say which remote it is
// (startFirstRemotePageLoad), beside the plan and rights its guard waits for.
import { httpClient } from '@portal/api-client';
import { ensurePlanAndRights, portalCompositionStore, routeFor, routeOpenToSession, sessionRouteAccess } from '@portal/rights';
import { isStaffSession, sessionStore } from '@portal/session';
import { preloadShellPage } from '../app/shell-pages';
import { startRemotePageLoad } from '../remotes/load-remote-page';

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
 * The first page's remote code, for a signed-in session the route is open to, started as soon as the
 * portal is composed: a page opened from a bookmark then downloads its remote entry, its chunks and
 * the shared libraries they use beside the plan and rights, instead of after them (a round trip per
 * level on a slow network: docs/performance.md#lighthouse-on-every-signed-in-page-and-interactions).
 * The plan's rights may still refuse the page (not-found): then only its public code was fetched,
 * never run into view, and no data. A signed-out visitor, or a session the route is not open to
 * (staff on a member page), starts nothing: the guard sends them elsewhere.
 */
export function startFirstRemotePageLoad(pathname: string): void {
  const route = routeFor(pathname);
  if (route?.page.kind !== 'remote') return;
  const session = { signedIn: sessionStore.getState().accessToken !== null, staff: isStaffSession() };
  if (!session.signedIn || !routeOpenToSession(route, session)) return;
  startRemotePageLoad(route.page.remote, route.page.module);
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
