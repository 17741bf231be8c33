// The roles the identity provider puts in an access token: the one definition the member
// API (sandbox/src/api/access.ts) and the portal's session (@portal/session staffRoleOf) read, so the
// claim's name and its value are written once.

/** The access-token claim listing the caller's roles: an array of strings; absent for members. */
export const rolesClaim = 'roles';

/** The role of the insurer's member-services staff (sandbox/README.md#personas: sam.admin): the admin console, no member pages. */
export const staffRole = 'staff';

/** Whether a token's claims (as decoded, never trusted for more than showing pages) carry the staff role. */
export function hasStaffRole(claims: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const roles = claims?.[rolesClaim];
  return Array.isArray(roles) && roles.includes(staffRole);
}
