// Applies a route's access rule before any of its code loads, then renders its page (docs/product/session.md#session-token-exchange):
// with no token the requested path is saved as the deep link and the member goes to login; with a
// token, a missing plan is loaded and the plan's rights are loaded before the page renders. Staff
// routes open for a staff session only, with no plan; a staff session opens no member route
// (docs/product/roles-and-rights.md#rights-staff); either refusal is not-found, like a route the plan's rights refuse.
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@portal/routing';
import type { RouteDefinition } from '@portal/contracts/route-table';
import { ensurePlanAndRights, routeAllowed, routeOpenToSession, sessionRouteAccess, usePortalComposition, useRights } from '@portal/rights';
import { sessionKeys, useIsSignedIn, useIsStaff, useSession, writeSessionItem } from '@portal/session';
import { ErrorAlert, LoadingStatus } from '@portal/ui';
import { NotFoundPage } from '../pages/not-found-page';
import { ensurePortalComposed } from '../remotes/remote-manifests';
import { RemoteRoute } from '../remotes/remote-route';
import { recordPageShown } from '@portal/contracts/page-history';
import { shellPages } from './shell-pages';

/**
 * A signed-in page waits for the plan, its rights and the remotes' manifests (read in parallel, see
 * remote-manifests.ts), so its menus, links and cards show complete at once, with nothing shifting.
 */
export function PlanGate({ children }: { children: React.ReactNode }) {
  const hasPlan = useSession((state) => state.selectedPlan !== null);
  const rightsLoaded = useRights((state) => state.loaded);
  const composed = usePortalComposition((state) => state.status === 'composed');
  const [failed, setFailed] = useState(false);
  const planReady = hasPlan && rightsLoaded;
  const ready = planReady && composed;
  useEffect(() => {
    if (!composed) void ensurePortalComposed();
  }, [composed]);
  useEffect(() => {
    if (planReady) return;
    ensurePlanAndRights().catch(() => setFailed(true));
  }, [planReady]);
  if (ready) return <>{children}</>;
  if (failed) {
    return (
      <ErrorAlert>
        <p>We couldn&apos;t load your plan information. Please refresh the page to try again.</p>
      </ErrorAlert>
    );
  }
  return <LoadingStatus>Loading your plan…</LoadingStatus>;
}

/** Remembers where the member was going, so sign-in and plan selection can bring them back. */
export function RedirectToSignIn({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    writeSessionItem(sessionKeys.deepLink, path);
    // A message link from an email also keeps its message id through sign-in (docs/product/session.md#session-deep-link).
    const messageId = new URLSearchParams(path.split('?')[1] ?? '').get('messageId');
    if (messageId) writeSessionItem(sessionKeys.deepLinkMessage, messageId);
    navigate('/login', { replace: true });
  }, [path, navigate]);
  return null;
}

/** The route's contract-type and rights rules, checked before its page (and any remote code) loads. */
function GuardedRoutePage({ route }: { route: RouteDefinition }) {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const params = useParams();
  return routeAllowed(route, plan, rights, params) ? <RoutePage route={route} /> : <NotFoundPage reason="refused" />;
}

function RoutePage({ route }: { route: RouteDefinition }) {
  if (route.page.kind === 'shell') {
    const Page = shellPages[route.page.page];
    return (
      <Suspense fallback={<LoadingStatus>Loading…</LoadingStatus>}>
        <Page />
      </Suspense>
    );
  }
  return <RemoteRoute key={route.path} remote={route.page.remote} module={route.page.module} />;
}

export function RouteElement({ route }: { route: RouteDefinition }) {
  const signedIn = useIsSignedIn();
  const staff = useIsStaff();
  const location = useLocation();
  // Before the page renders, so the page can read where the member came from.
  recordPageShown(location.pathname);
  // Terms of use: public, but a member with a token goes through the signed-in checks.
  const access = sessionRouteAccess(route, { signedIn, staff });
  if (access !== 'public' && !signedIn) return <RedirectToSignIn path={`${location.pathname}${location.search}`} />;
  if (!routeOpenToSession(route, { signedIn, staff })) return <NotFoundPage reason="refused" />;
  if (access === 'authenticated' && !route.planOptional) {
    return (
      <PlanGate>
        <GuardedRoutePage route={route} />
      </PlanGate>
    );
  }
  return <RoutePage route={route} />;
}
