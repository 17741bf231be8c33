import { useLocation } from '@portal/routing';
import { routeFor, type RouteDefinition } from '@portal/contracts/route-table';

/** The route-table entry of the current path (undefined for redirects and unmatched paths). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const { pathname } = useLocation();
  return routeFor(pathname);
}
