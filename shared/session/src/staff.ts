// Whether the session is the insurer's member-services staff: the identity provider puts
// the staff role in the access token's roles claim (@portal/contracts/roles). The browser reads the
// claim only to choose which pages to show (staff pages, never member pages); the member API checks
// the signed token on every call.
import { hasStaffRole } from '@portal/contracts/roles';
import { readTokenClaims } from './jwt';
import { sessionStore, type SessionState } from './session-store';

/** Whether an access token carries the staff role. */
export function isStaffToken(accessToken: string | null | undefined): boolean {
  if (!accessToken) return false;
  return hasStaffRole(readTokenClaims(accessToken) as Record<string, unknown> | null);
}

/** Whether the signed-in session is staff (false when signed out). */
export function isStaffSession(state: Pick<SessionState, 'accessToken'> = sessionStore.getState()): boolean {
  return isStaffToken(state.accessToken);
}
