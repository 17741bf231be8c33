// Where a signed-in session starts (issue 24): a member at plan selection (SPEC section 4); a staff
// session, which has no plan, at the staff home the route table names (staffHomePath: whichever
// remote registers it), or at a staff page it asked for before signing in. The shell knows no staff
// page by name.
import { routeFor, staffHomePath } from '@portal/contracts/route-table';
import { readSessionItem, sessionKeys, writeSessionItem } from '@portal/session';

const memberStart = '/select-plan';

/** The signed-in home: plan selection for a member, the staff home for staff (plan selection when none is registered: not-found). */
export function signedInHomePath(staff: boolean): string {
  return staff ? (staffHomePath() ?? memberStart) : memberStart;
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
