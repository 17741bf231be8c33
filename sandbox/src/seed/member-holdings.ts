// What each seeded member has (an HRA account, a pharmacy benefit, bills, a health record…), read from
// the seed's tables, and the rights narrowed to it (rightsBackedBy in src/seed/rights.ts).
import type { SeedData } from './data.ts';
import { rightsBackedBy, type MemberHoldings, type Rights } from './rights.ts';

type SeedMember = SeedData['members'][number];

export function holdingsOf(member: SeedMember, data: SeedData): MemberHoldings {
  const hasState = (memberId: string, key: string) => data.memberState.some((row) => row.memberId === memberId && row.key === key);
  const policyholder = data.members.find((other) => other.contractId === member.contractId && other.isPolicyHolder);
  const coverages = data.coverages.filter((coverage) => coverage.memberId === member.memberId);
  return {
    hraAccount: policyholder !== undefined && hasState(policyholder.memberId, 'hra'),
    pharmacyBenefit: coverages.some((coverage) => coverage.costs.some((cost) => cost.code.startsWith('rx_'))),
    accumulators: hasState(member.memberId, 'accumulators'),
    healthRecord: hasState(member.memberId, 'phr'),
    coverage: coverages.length > 0,
    billsToPay: member.isPolicyHolder && data.bills.some((bill) => bill.contractId === member.contractId),
    activeMedicalPlan: member.isActive === true && member.contractType === 'Medical',
    medicareAdvantage: member.planKind === 'medicare',
  };
}

/** Narrows every member's rights to what the seed holds for them. */
export function grantOnlyRightsBackedByData(data: SeedData): void {
  for (const member of data.members) {
    member.rights = rightsBackedBy(member.rights as unknown as Rights, holdingsOf(member, data)) as unknown as Record<string, unknown>;
  }
}
