// Whose health records a member may open (SPEC sections 6 and 9): their own, and as the policyholder
// their dependents' until the dependent turns 18; an adult dependent's record is private to them.
import { ageOn } from '../coverage/member-names';

/** Dependents' health records are visible to the policyholder until this age. */
export const dependentRecordAgeLimit = 18;

export interface FamilyMember {
  memberId: string;
  name: string;
  birthDate: string | undefined;
}

export function recordVisible(member: FamilyMember, viewerMemberId: string, today: Date): boolean {
  if (member.memberId === viewerMemberId) return true;
  const age = member.birthDate ? ageOn(member.birthDate, today) : null;
  return age !== null && age < dependentRecordAgeLimit;
}

/** The records the viewer may open, their own first, and how many adult dependents keep theirs private. */
export function visibleRecords(family: readonly FamilyMember[], viewerMemberId: string, today: Date): { visible: FamilyMember[]; privateCount: number } {
  const visible = family.filter((member) => recordVisible(member, viewerMemberId, today));
  visible.sort((a, b) => Number(b.memberId === viewerMemberId) - Number(a.memberId === viewerMemberId));
  return { visible, privateCount: family.length - visible.length };
}
