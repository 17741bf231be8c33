// Anything unmatched: while the remotes' manifests are read, a loading status (the path may be a
// remote's page); then the contract-type prefix rewrite (a path lacking the prefix gains the selected
// plan's, docs/product/routes-and-guards.md#routes-contract-type-prefix); then, while some remote's manifest failed, that remote's unavailable panel
// (the path may be one of its pages: docs/remote-manifest.md), otherwise the not-found page.
import { useEffect } from 'react';
import { Navigate, useLocation } from '@portal/routing';
import { contractPrefixedPath } from '@portal/contracts/route-table';
import { usePortalComposition } from '@portal/rights';
import { useSession } from '@portal/session';
import { LoadingStatus } from '@portal/ui';
import { NotFoundPage } from '../pages/not-found-page';
import { recordPageShown } from '@portal/contracts/page-history';
import { ensurePortalComposed, recomposePortal } from '../remotes/remote-manifests';
import { RemoteUnavailablePanel } from '../remotes/remote-unavailable-panel';

export function UnmatchedRoute() {
  const { pathname, search } = useLocation();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const { status, routes, failedRemotes } = usePortalComposition((state) => state);
  const composed = status === 'composed';
  useEffect(() => {
    if (!composed) void ensurePortalComposed();
  }, [composed]);
  if (!composed) {
    return <LoadingStatus>Loading…</LoadingStatus>;
  }
  const rewritten = contractPrefixedPath(pathname, contractType, routes);
  if (rewritten) return <Navigate to={`${rewritten}${search}`} replace />;
  if (failedRemotes.length > 0) return <RemoteUnavailablePanel onRetry={() => void recomposePortal()} />;
  recordPageShown(pathname);
  return <NotFoundPage />;
}
