// Work the first page needs, started before React renders (issue 11): a signed-in member's plan and
// rights, and a shell page's on-demand code, load while the shell renders its frame instead of one
// after the other. Remote code is not started here: a remote page loads only once its guard allows it.
import { routeFor } from '@portal/contracts/route-table';
import { ensurePlanAndRights } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { preloadShellPage } from '../app/shell-pages';

export function startFirstRouteLoads(pathname: string): void {
  const route = routeFor(pathname);
  if (!route) return;
  const signedIn = sessionStore.getState().accessToken !== null;
  if (route.access !== 'public' && !signedIn) return;
  // The route's plan gate shares this load, and shows its failure.
  if (route.access !== 'public' && signedIn && !route.planOptional) ensurePlanAndRights().catch(() => undefined);
  if (route.page.kind === 'shell') preloadShellPage(route.page.page);
}
