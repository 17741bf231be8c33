import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from '@portal/routing';
import { redirects, redirectTarget, routes } from '@portal/contracts/route-table';
import { Layout } from '../layout/layout';
import { UnmatchedRoute } from './unmatched-route';
import { RouteElement } from './route-element';

/** A redirect of the route table: its parameters carried into the target, the query kept. */
function RedirectRoute({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  const target = redirectTarget(to, params);
  return <Navigate to={target.includes('?') || !search ? target : `${target}${search}`} replace />;
}

/** Every route of the portal inside the shell's layout; the router around it is the caller's. */
export function PortalRoutes() {
  return (
    <Routes>
        <Route element={<Layout />}>
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
