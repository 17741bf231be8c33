// Whose data a member picker may offer. The member API's access policy decides it per kind of data
// and says so in the access rights (`accessibleMembers[].access`, sandbox/README.md#access-policy);
// this is the one place the portal reads that answer. Deny by default: a member without an explicit
// yes is not offered, and the signed-in member's own data always is.
import type { AccessibleMember, MemberDataKind } from '@portal/contracts/domain';

export function mayReadFor(member: AccessibleMember, kind: MemberDataKind, selfId: string): boolean {
  return member.memberId === selfId || member.access?.[kind] === true;
}

/** The members whose data of this kind the user may read, the signed-in member first, each once. */
export function membersAllowed(accessible: readonly AccessibleMember[], kind: MemberDataKind, selfId: string): AccessibleMember[] {
  const seen = new Set<string>();
  const allowed = accessible.filter((member) => {
    if (!member.memberId || seen.has(member.memberId) || !mayReadFor(member, kind, selfId)) return false;
    seen.add(member.memberId);
    return true;
  });
  return [...allowed.filter((member) => member.memberId === selfId), ...allowed.filter((member) => member.memberId !== selfId)];
}

/** The other members whose data of this kind the user may not read (to say why they are missing). */
export function membersRefused(accessible: readonly AccessibleMember[], kind: MemberDataKind, selfId: string): AccessibleMember[] {
  return accessible.filter((member) => member.memberId !== selfId && !mayReadFor(member, kind, selfId));
}
