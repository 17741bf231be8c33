// Whose claims the member may see: the member API's access policy says so per member of the family roster
// (a policyholder sees dependents under 18 and adult dependents who turned on family access:
// docs/product/roles-and-rights.md#rights-family), read through @portal/rights' membersAllowed.
import type { AccessibleMember } from '@portal/contracts/domain';
import { membersAllowed, membersRefused } from '@portal/rights';
import { formatPersonName } from '@portal/ui';

export interface ClaimMember {
  memberId: string;
  name: string;
}

function nameOf(member: AccessibleMember): string {
  const name = formatPersonName(member.firstName, member.lastName);
  return name || `Member ${member.memberId}`;
}

const claimMember = (member: AccessibleMember): ClaimMember => ({ memberId: member.memberId, name: nameOf(member) });

/** The members whose claims the list can show, the signed-in member first. */
export function visibleClaimMembers(accessible: readonly AccessibleMember[], selfId: string): ClaimMember[] {
  return membersAllowed(accessible, 'claims', selfId).map(claimMember);
}

/**
 * Family members whose data of this kind is hidden because they have not turned on family access.
 * Each page asks about the kind it shows: the member API's policy answers per kind
 * (sandbox/README.md#access-policy), so claims and spending may differ.
 */
export function hiddenFamilyMembers(accessible: readonly AccessibleMember[], kind: 'claims' | 'spending', selfId: string): ClaimMember[] {
  return membersRefused(accessible, kind, selfId).map(claimMember);
}

/** Family members whose claims are hidden because they have not turned on family access. */
export function hiddenClaimMembers(accessible: readonly AccessibleMember[], selfId: string): ClaimMember[] {
  return hiddenFamilyMembers(accessible, 'claims', selfId);
}

/** "Noah Medical", "Noah Medical and Mia Medical", "A, B and C". */
export function listOfNames(members: readonly ClaimMember[]): string {
  const names = members.map((member) => member.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
