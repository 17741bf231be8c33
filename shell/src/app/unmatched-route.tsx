// Anything unmatched: first the contract-type prefix rewrite (a path lacking the prefix gains the
// selected plan's, SPEC section 2), otherwise the not-found page.
import { Navigate, useLocation } from '@portal/routing';
import { contractPrefixedPath } from '@portal/contracts/route-table';
import { useSession } from '@portal/session';
import { NotFoundPage } from '../pages/not-found-page';

export function UnmatchedRoute() {
  const { pathname, search } = useLocation();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const rewritten = contractPrefixedPath(pathname, contractType);
  return rewritten ? <Navigate to={`${rewritten}${search}`} replace /> : <NotFoundPage />;
}
