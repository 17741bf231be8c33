import { lineCostShare } from '../claims/adjudication.ts';
import { addDays, isoDate } from './dates.ts';
import type { SeedData } from './seed-data.ts';

/**
 * Health reimbursement account for ava's contract: the employer's yearly contribution on the first
 * day of the plan year, then a reimbursement of the family's cost share (deductible, copay and
 * coinsurance) of each claim of the plan year, a few days after it was processed, while the balance lasts.
 */
export function seedHra(data: SeedData, today: Date): void {
  const memberById = new Map(data.members.map((m) => [m.memberId, m]));
  const year = today.getUTCFullYear();
  const hraAllocationCents = 150000;
  const hraRolloverCents = 25000;
  let hraBalanceCents = hraRolloverCents + hraAllocationCents;
  const hraHolder = memberById.get('H1000100101')!;
  data.hraTransactions.push({
    id: 'HRA1000',
    memberId: hraHolder.memberId,
    date: `${year}-01-01`,
    description: 'Annual employer contribution',
    amountCents: hraAllocationCents,
    claimId: null,
  });
  const familyClaims = data.claims
    .filter(
      (c) =>
        memberById.get(c.memberId)?.contractId === hraHolder.contractId &&
        c.processedDate &&
        c.status !== 'Denied' &&
        c.serviceDate.startsWith(String(year)),
    )
    .sort((a, b) => a.processedDate!.localeCompare(b.processedDate!) || a.claimId.localeCompare(b.claimId));
  for (const claim of familyClaims) {
    const paidOn = isoDate(addDays(new Date(`${claim.processedDate}T00:00:00Z`), 3));
    const costShareCents = claim.lines.reduce((sum, line) => sum + Math.round((lineCostShare(line) ?? 0) * 100), 0);
    const amountCents = Math.min(costShareCents, hraBalanceCents);
    if (paidOn > isoDate(today) || amountCents <= 0) continue;
    hraBalanceCents -= amountCents;
    // The description names no provider or patient: an adult dependent's care is theirs to share.
    data.hraTransactions.push({
      id: `HRA${1000 + data.hraTransactions.length}`,
      memberId: hraHolder.memberId,
      date: paidOn,
      description: `Reimbursement: ${claim.claimType.toLowerCase()} claim`,
      amountCents: -amountCents,
      claimId: claim.claimId,
    });
  }
  data.memberState.push({
    memberId: 'H1000100101',
    key: 'hra',
    value: { accountNumber: 'HRA-55120-01', planYear: year, annualAllocationCents: hraAllocationCents, rolloverCents: hraRolloverCents },
  });
}
