import { useLocation } from '@portal/routing';
import { matchesPath, type RouteDefinition } from '@portal/contracts/route-table';
import { usePortalComposition } from '@portal/rights';

/** The composed route table's entry of the current path (undefined for redirects and unmatched paths). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const { pathname } = useLocation();
  const routes = usePortalComposition((state) => state.routes);
  return routes.find((route) => matchesPath(route.path, pathname));
}
