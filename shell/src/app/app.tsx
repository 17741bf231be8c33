import type { ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from '@portal/routing';
import { redirectNeedsPlan, redirects, redirectTarget, redirectTargetForPlan } from '@portal/contracts/route-table';
import { portalRoutes, usePortalComposition } from '@portal/rights';
import { useIsSignedIn, useSession } from '@portal/session';
import { Layout } from '../layout/layout';
import { UnmatchedRoute } from './unmatched-route';
import { PlanGate, RedirectToSignIn, RouteElement } from './route-element';

/** A redirect of the route table: its parameters carried into the target, the query kept. */
function RedirectRoute({ to }: { to: string }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const signedIn = useIsSignedIn();
  const target = redirectTarget(to, params);
  const withQuery = target.includes('?') || !search ? target : `${target}${search}`;
  if (!redirectNeedsPlan(target)) return <Navigate to={withQuery} replace />;
  // The target depends on the plan's contract type (docs/product/routes-and-guards.md#routes-contract-type-prefix prefix rule): sign in and load
  // the plan first, as a protected route does, keeping this path to come back to.
  if (!signedIn) return <RedirectToSignIn path={`${pathname}${search}`} />;
  return (
    <PlanGate>
      <RedirectForPlan to={withQuery} />
    </PlanGate>
  );
}

function RedirectForPlan({ to }: { to: string }) {
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  return <Navigate to={redirectTargetForPlan(to, contractType, portalRoutes())} replace />;
}

/**
 * Every route of the portal inside the shell's layout (or another frame with an Outlet, as tests
 * use); the router around it is the caller's. The routes are the shell's own and the remotes' pages
 * from their manifests, composed at run time (docs/remote-manifest.md): they re-render when composed.
 */
export function PortalRoutes({ layout = <Layout /> }: { layout?: ReactElement }) {
  const routes = usePortalComposition((state) => state.routes);
  return (
    <Routes>
      <Route element={layout}>
        {redirects.map((redirect) => (
          <Route key={redirect.from} path={redirect.from} element={<RedirectRoute to={redirect.to} />} />
        ))}
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
        ))}
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
