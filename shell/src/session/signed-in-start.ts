// Where a signed-in session starts: a member at plan selection (docs/product/session.md#session-first-plan); a staff
// session, which has no plan, at the staff home the composed route table names (staffHomePath:
// whichever remote's manifest declares it, docs/remote-manifest.md), or at a staff page it asked for
// before signing in. The shell knows no staff page by name.
import { useEffect } from 'react';
import { staffHomePath } from '@portal/contracts/route-table';
import { portalRoutes, routeFor, usePortalComposition } from '@portal/rights';
import { readSessionItem, sessionKeys, writeSessionItem } from '@portal/session';
import { ensurePortalComposed } from '../remotes/remote-manifests';

const memberStart = '/select-plan';

/** The signed-in home: plan selection for a member, the staff home for staff (plan selection when none is registered: not-found). */
export function signedInHomePath(staff: boolean, routes = portalRoutes()): string {
  return staff ? (staffHomePath(routes) ?? memberStart) : memberStart;
}

/**
 * The signed-in home for a component (the logo, not-found's home link): a staff session's comes from
 * the remotes' manifests, read here if no page has read them yet.
 */
export function useSignedInHomePath(staff: boolean): string {
  const routes = usePortalComposition((state) => state.routes);
  const composed = usePortalComposition((state) => state.status === 'composed');
  useEffect(() => {
    if (staff && !composed) void ensurePortalComposed();
  }, [staff, composed]);
  return signedInHomePath(staff, routes);
}

/** pathAfterSignIn once the manifests are read (a staff session's home is a remote's page). */
export async function pathAfterSignInComposed(staff: boolean): Promise<string> {
  if (staff) await ensurePortalComposed();
  return pathAfterSignIn(staff);
}

/**
 * Where to go once sign-in completes. A member goes to plan selection, which takes up a saved deep
 * link after the plan is chosen. A staff session takes up a saved deep link to a staff route at once
 * (any other is dropped: it opens no member page), else goes to the staff home.
 */
export function pathAfterSignIn(staff: boolean): string {
  if (!staff) return memberStart;
  const deepLink = readSessionItem(sessionKeys.deepLink);
  writeSessionItem(sessionKeys.deepLink, null);
  writeSessionItem(sessionKeys.deepLinkMessage, null);
  if (deepLink && routeFor(deepLink.split('?')[0] ?? '')?.access === 'staff') return deepLink;
  return signedInHomePath(true);
}
