/**
 * A member's plan-year accumulators, summed from the decided lines of the claims (never kept apart
 * from them): the deductible met is the sum of the deductible parts, the out-of-pocket met the sum of
 * the cost shares (deductible, copay, coinsurance), the annual maximum used the sum of what the plan
 * paid; a family's amounts are the sums of its members'. Amounts are in cents; out of network is
 * twice each in-network limit (no seeded claim is out of network).
 */
import type { ClaimLine } from '../db/schema.ts';
import { lineCostShare } from './adjudication.ts';
import type { PlanBenefits } from './benefits.ts';

interface Pair {
  limit: number;
  met: number;
}

export interface StoredAccumulators {
  planYear: number;
  asOf: string;
  deductible: { inNetwork: Pair; outOfNetwork: Pair };
  /** A plan without an out-of-pocket maximum (dental) keeps a limit of 0 and nothing met. */
  outOfPocket: { inNetwork: Pair; outOfNetwork: Pair };
  /** A plan without family amounts (one person per contract) keeps limits of 0. */
  familyDeductible: { inNetwork: Pair; outOfNetwork: Pair };
  familyOutOfPocket: { inNetwork: Pair; outOfNetwork: Pair };
  benefitMaximum: { limit: number; used: number } | null;
}

interface ClaimOfYear {
  memberId: string;
  status: string;
  serviceDate: string;
  lines: ClaimLine[];
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

function yearTotals(claims: readonly ClaimOfYear[], memberIds: ReadonlySet<string>, planYear: number) {
  const lines = claims
    .filter((claim) => memberIds.has(claim.memberId) && claim.status !== 'Pending' && claim.serviceDate.startsWith(String(planYear)))
    .flatMap((claim) => claim.lines);
  return {
    deductible: lines.reduce((sum, line) => sum + cents(line.deductible), 0),
    costShare: lines.reduce((sum, line) => sum + cents(lineCostShare(line)), 0),
    planPaid: lines.reduce((sum, line) => sum + cents(line.planPaid), 0),
  };
}

const pair = (limit: number, met: number) => ({ inNetwork: { limit, met }, outOfNetwork: { limit: limit * 2, met: 0 } });

/** The accumulators of `memberId`, whose family is `familyIds` (every member on the contract's plan, the member too). */
export function accumulatorsOf(
  memberId: string,
  familyIds: readonly string[],
  claims: readonly ClaimOfYear[],
  benefits: PlanBenefits,
  planYear: number,
  asOf: string,
): StoredAccumulators {
  const own = yearTotals(claims, new Set([memberId]), planYear);
  const family = yearTotals(claims, new Set(familyIds), planYear);
  const oop = benefits.outOfPocketMaximum;
  return {
    planYear,
    asOf,
    deductible: pair(benefits.deductible.individual, own.deductible),
    outOfPocket: pair(oop?.individual ?? 0, oop ? own.costShare : 0),
    familyDeductible: pair(benefits.deductible.family, family.deductible),
    familyOutOfPocket: pair(oop?.family ?? 0, oop ? family.costShare : 0),
    benefitMaximum: benefits.annualMaximum === null ? null : { limit: benefits.annualMaximum, used: own.planPaid },
  };
}
