// Whose health records a member may open (docs/product/roles-and-rights.md#rights-family, docs/product/constants.md#constants-table): their own, and as the policyholder
// their dependents' until the dependent turns 18; an adult dependent's record is private to them. The
// member API's access policy decides it and says so per accessible member (`access.healthRecord`,
// sandbox/README.md#access-policy); the page only reads that answer.
import type { AccessibleMember } from '@portal/contracts/domain';
import { membersAllowed, membersRefused } from '@portal/rights';
import { formatPersonName } from '@portal/ui';

/** Dependents' health records are visible to the policyholder until this age (docs/product/constants.md#constants-pharmacy-age). */
export const dependentRecordAgeLimit = 18;

export interface FamilyMember {
  memberId: string;
  name: string;
}

const familyMember = (member: AccessibleMember): FamilyMember => ({
  memberId: member.memberId,
  name: formatPersonName(member.firstName, member.lastName),
});

/** The records the viewer may open, their own first, and how many family members keep theirs private. */
export function visibleRecords(
  accessible: readonly AccessibleMember[],
  viewerMemberId: string,
): { visible: FamilyMember[]; privateCount: number } {
  const visible = membersAllowed(accessible, 'healthRecord', viewerMemberId).map(familyMember);
  if (!visible.some((member) => member.memberId === viewerMemberId)) visible.unshift({ memberId: viewerMemberId, name: '' });
  return { visible, privateCount: membersRefused(accessible, 'healthRecord', viewerMemberId).length };
}
