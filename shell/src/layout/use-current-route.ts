import { matchPath, useLocation } from 'react-router-dom';
import { routes, type RouteDefinition } from '@portal/contracts/route-table';

/** The route-table entry of the current path (undefined for redirects and unmatched paths). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const { pathname } = useLocation();
  return routes.find((route) => matchPath(route.path, pathname));
}
