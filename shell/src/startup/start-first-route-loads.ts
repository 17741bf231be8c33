// Work the first page needs, started before React renders: a signed-in member's plan and
// rights, and a shell page's on-demand code, load while the shell renders its frame instead of one
// after the other. A remote page's code starts once the remotes' manifests say which remote it is
// (startFirstRemotePageLoad), beside the plan and rights its guard waits for.
import { httpClient } from '@portal/api-client';
import { pathParams } from '@portal/contracts/route-table';
import {
  ensurePlanAndRights,
  portalCompositionStore,
  routeAllowed,
  routeFor,
  routeOpenToSession,
  rightsStore,
  sessionRouteAccess,
} from '@portal/rights';
import { isStaffSession, sessionStore } from '@portal/session';
import { preloadShellPage } from '../app/shell-pages';
import { visibleDashboardCards } from '../dashboard/visible-cards';
import { startRemoteCardLoad, startRemotePageLoad } from '../remotes/load-remote-page';

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

/** The plan and rights kept for this tab, once the rights are loaded: what a guard answers from after a reload. */
function keptPlanAndRights() {
  const { loaded, rights } = rightsStore.getState();
  return loaded ? { plan: sessionStore.getState().selectedPlan, rights } : null;
}

/**
 * The first page's remote code, started as soon as the portal is composed when the guard already
 * allows the page: a signed-in session the route is open to, and, for a member, the plan and rights
 * kept for this tab (a reload or a bookmark opened in it) allowing the route. A page opened this way
 * then downloads its remote entry, its chunks and the shared libraries they use beside the outage
 * check and the rights' refresh, instead of after them (a round trip per level on a slow network:
 * docs/performance.md#lighthouse-on-every-signed-in-page-and-interactions). Without kept rights, or
 * when they refuse the route, nothing starts: a refused route's remote code is never fetched
 * (docs/product/routes-and-guards.md#guards-rights-key); the page then loads after its guard, as
 * on any visit.
 */
export function startFirstRemotePageLoad(pathname: string): void {
  const route = routeFor(pathname);
  if (route?.page.kind !== 'remote') return;
  const session = { signedIn: sessionStore.getState().accessToken !== null, staff: isStaffSession() };
  if (!session.signedIn || !routeOpenToSession(route, session)) return;
  if (sessionRouteAccess(route, session) === 'authenticated') {
    const kept = keptPlanAndRights();
    if (!kept || !routeAllowed(route, kept.plan, kept.rights, pathParams(route.path, pathname) ?? {})) return;
  }
  startRemotePageLoad(route.page.remote, route.page.module);
}

/**
 * A dashboard opened directly (a reload, a bookmark) starts its cards' remote code as soon as the portal
 * is composed, when the plan and rights kept for this tab allow the dashboard: the cards are the
 * dashboard's content (the largest of them is what Lighthouse times), and they then download beside the
 * dashboard's own code and the rights' refresh instead of after the page has rendered. Each card's load
 * takes its early load up (loadRemoteCard). Only the cards the kept plan and rights show are started.
 */
export function startFirstDashboardCardLoads(pathname: string): void {
  const route = routeFor(pathname);
  if (route?.page.kind !== 'shell' || route.page.page !== 'dashboard') return;
  if (sessionStore.getState().accessToken === null || isStaffSession()) return;
  const kept = keptPlanAndRights();
  const { plan, rights } = kept ?? {};
  if (!plan || !rights || !routeAllowed(route, plan, rights, {})) return;
  for (const card of visibleDashboardCards(portalCompositionStore.getState().dashboardCards, plan, rights))
    startRemoteCardLoad(card.remote, card.module);
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
