import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { redirects, routes } from '@portal/contracts/route-table';
import { Layout } from '../layout/layout';
import { UnmatchedRoute } from './unmatched-route';
import { RouteElement } from './route-element';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          {redirects.map((redirect) => (
            <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
          ))}
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
          ))}
          <Route path="*" element={<UnmatchedRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
