// Whose claims the member may see. The rights store's accessible members carry, at run time, the
// member API's fields (name, claimsVisible): a policyholder sees dependents under 18 and adult
// dependents who turned on family access (SPEC section 6); the API applies the same rule.
import type { AccessibleMember } from '@portal/contracts/domain';

export interface ClaimMember {
  memberId: string;
  name: string;
}

interface AccessibleMemberDetails extends AccessibleMember {
  firstName?: unknown;
  lastName?: unknown;
  claimsVisible?: unknown;
}

function nameOf(member: AccessibleMemberDetails): string {
  const name = [member.firstName, member.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return name || `Member ${member.memberId}`;
}

/** The members whose claims the list can show, the signed-in member first. */
export function visibleClaimMembers(accessible: readonly AccessibleMember[], selfId: string): ClaimMember[] {
  const visible = (accessible as readonly AccessibleMemberDetails[]).filter((member) => member.memberId === selfId || member.claimsVisible !== false);
  const self = visible.filter((member) => member.memberId === selfId);
  const others = visible.filter((member) => member.memberId !== selfId);
  return [...self, ...others].map((member) => ({ memberId: member.memberId, name: nameOf(member) }));
}

/** Family members whose claims are hidden because they have not turned on family access. */
export function hiddenClaimMembers(accessible: readonly AccessibleMember[], selfId: string): ClaimMember[] {
  return (accessible as readonly AccessibleMemberDetails[])
    .filter((member) => member.memberId !== selfId && member.claimsVisible === false)
    .map((member) => ({ memberId: member.memberId, name: nameOf(member) }));
}

/** "Noah Medical", "Noah Medical and Mia Medical", "A, B and C". */
export function listOfNames(members: readonly ClaimMember[]): string {
  const names = members.map((member) => member.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
