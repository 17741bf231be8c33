/**
 * Claim adjudication: each service line is decided once, by the plan's benefits and what the member
 * and the family have paid so far in the plan year. The order is the industry's: billed, then the
 * allowed amount (the network's discounted price), then the deductible, the copay, the coinsurance
 * (on what is left after the deductible), then what the plan pays and what the member owes.
 *
 * The rules, in plain words:
 * - allowed = plan paid + deductible + copay + coinsurance + not covered, on every decided line;
 * - the member owes the deductible, copay, coinsurance and not-covered parts (lineMemberOwes);
 * - a denied line pays nothing: the whole allowed amount is not covered and is the member's (an
 *   in-network provider may bill no more than the allowed amount);
 * - the out-of-pocket maximum caps the cost share (deductible, copay, coinsurance); amounts not
 *   covered do not count toward it, as the plans' documents say;
 * - a plan's annual maximum or a materials allowance caps what the plan pays; the rest is not covered;
 * - a pending line has only its billed amount;
 * - claims are decided in service-date order, so the year's amounts grow in that order; a plan year is
 *   a calendar year.
 */
import type { ClaimLine } from '../db/schema.ts';
import { benefitCategoryOf, type CostShare, type PlanBenefits } from './benefits.ts';

export type ClaimStatus = 'Processed' | 'Adjusted' | 'Denied' | 'Pending';

/** Why a denied line was not paid (CARC/RARC remark: not a covered benefit under this plan). */
export const DENIED_REMARK_CODE = 'N130';
/** Why part of a line was not paid: past the plan's allowance or annual maximum for it. */
export const BENEFIT_LIMIT_REMARK_CODE = '119';

/** A service as the provider sent it, with the network's allowed amount for it (cents). */
export interface ServiceLine {
  procedureCode: string;
  description: string;
  billedCents: number;
  allowedCents: number;
}

export interface ClaimToDecide {
  claimId: string;
  memberId: string;
  serviceDate: string;
  status: ClaimStatus;
  services: ServiceLine[];
}

export interface DecidedClaim {
  claimId: string;
  lines: ClaimLine[];
  billedCents: number;
  /** Null while the claim is pending. */
  allowedCents: number | null;
  planPaidCents: number | null;
  memberOweCents: number | null;
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);
const dollars = (amount: number) => amount / 100;

/** What the member owes for a line: its deductible, copay, coinsurance and not-covered parts; null while pending. */
export function lineMemberOwes(line: ClaimLine): number | null {
  if (line.allowed === null) return null;
  return dollars(cents(line.deductible) + cents(line.copay) + cents(line.coinsurance) + cents(line.notCovered));
}

/** The part of what the member owes that counts toward the deductible and out-of-pocket maximum. */
export function lineCostShare(line: ClaimLine): number | null {
  if (line.allowed === null) return null;
  return dollars(cents(line.deductible) + cents(line.copay) + cents(line.coinsurance));
}

/** A claim's totals: the sums of its lines (null for the decided ones while the claim is pending). */
export function claimTotalsOf(lines: readonly ClaimLine[]): Omit<DecidedClaim, 'claimId' | 'lines'> {
  const total = (f: (line: ClaimLine) => number | null) => lines.reduce((sum, line) => sum + cents(f(line)), 0);
  const pending = lines.some((line) => line.allowed === null);
  return {
    billedCents: total((line) => line.billed),
    allowedCents: pending ? null : total((line) => line.allowed),
    planPaidCents: pending ? null : total((line) => line.planPaid),
    memberOweCents: pending ? null : total(lineMemberOwes),
  };
}

/** What a member, or a family, has paid toward the plan year's limits so far (cents). */
interface YearAmounts {
  deductible: number;
  outOfPocket: number;
  planPaid: number;
}

const noAmounts = (): YearAmounts => ({ deductible: 0, outOfPocket: 0, planPaid: 0 });

/** The most that can still count toward a limit, for the member and, when the plan has one, the family. */
function room(limit: { individual: number; family: number }, member: number, family: number): number {
  const own = Math.max(0, limit.individual - member);
  return limit.family > 0 ? Math.min(own, Math.max(0, limit.family - family)) : own;
}

function decideLine(
  service: ServiceLine,
  line: number,
  share: CostShare | undefined,
  benefits: PlanBenefits,
  member: YearAmounts,
  family: YearAmounts,
  denied: boolean,
): ClaimLine {
  const allowed = service.allowedCents;
  const decided = (
    parts: { planPaid: number; deductible: number; copay: number; coinsurance: number; notCovered: number },
    remarkCode?: string,
  ): ClaimLine => ({
    line,
    procedureCode: service.procedureCode,
    description: service.description,
    billed: dollars(service.billedCents),
    allowed: dollars(allowed),
    planPaid: dollars(parts.planPaid),
    deductible: dollars(parts.deductible),
    copay: dollars(parts.copay),
    coinsurance: dollars(parts.coinsurance),
    notCovered: dollars(parts.notCovered),
    ...(remarkCode ? { remarkCode } : {}),
  });
  // A service the plan does not cover at all (or a denied claim): nothing paid, all of it the member's.
  if (denied || !share) return decided({ planPaid: 0, deductible: 0, copay: 0, coinsurance: 0, notCovered: allowed }, DENIED_REMARK_CODE);

  let rest = allowed;
  let deductible = share.deductible ? Math.min(rest, room(benefits.deductible, member.deductible, family.deductible)) : 0;
  rest -= deductible;
  let copay = Math.min(share.copay, rest);
  rest -= copay;
  let coinsurance = Math.round((rest * share.coinsurancePercent) / 100);
  rest -= coinsurance;
  // The out-of-pocket maximum: past it the plan pays the whole cost share (coinsurance first, then copay, then deductible).
  if (benefits.outOfPocketMaximum) {
    let over = deductible + copay + coinsurance - room(benefits.outOfPocketMaximum, member.outOfPocket, family.outOfPocket);
    for (const take of ['coinsurance', 'copay', 'deductible'] as const) {
      if (over <= 0) break;
      const part = take === 'coinsurance' ? coinsurance : take === 'copay' ? copay : deductible;
      const cut = Math.min(part, over);
      if (take === 'coinsurance') coinsurance -= cut;
      else if (take === 'copay') copay -= cut;
      else deductible -= cut;
      rest += cut;
      over -= cut;
    }
  }
  // What the plan pays is capped by an allowance for the service and the plan's annual maximum.
  let planPaid = rest;
  let notCovered = 0;
  const caps = [share.planPaysUpTo, benefits.annualMaximum === null ? undefined : Math.max(0, benefits.annualMaximum - member.planPaid)];
  for (const cap of caps) {
    if (cap === undefined || planPaid <= cap) continue;
    notCovered += planPaid - cap;
    planPaid = cap;
  }
  for (const amounts of [member, family]) {
    amounts.deductible += deductible;
    if (benefits.outOfPocketMaximum) amounts.outOfPocket += deductible + copay + coinsurance;
    amounts.planPaid += planPaid;
  }
  return decided({ planPaid, deductible, copay, coinsurance, notCovered }, notCovered > 0 ? BENEFIT_LIMIT_REMARK_CODE : undefined);
}

/**
 * What a service would cost if it were done now, given the member's and the family's amounts so far this
 * plan year (cents), by the same rules as a claim: the cost estimates' figures.
 */
export function estimateService(
  service: ServiceLine,
  benefits: PlanBenefits,
  soFar: { member: { deductible: number; outOfPocket: number }; family: { deductible: number; outOfPocket: number } },
): ClaimLine {
  const share = benefits.costShares[benefitCategoryOf(service.procedureCode)];
  return decideLine(service, 1, share, benefits, { ...soFar.member, planPaid: 0 }, { ...soFar.family, planPaid: 0 }, false);
}

/**
 * Decides the claims of one contract's plan (every member on it), in service-date order, each plan
 * year starting from nothing. `benefits` are the plan's.
 */
export function adjudicateClaims(claims: readonly ClaimToDecide[], benefits: PlanBenefits): DecidedClaim[] {
  const years = new Map<string, { family: YearAmounts; members: Map<string, YearAmounts> }>();
  const ordered = [...claims].sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.claimId.localeCompare(b.claimId));
  const decided = new Map<string, DecidedClaim>();
  for (const claim of ordered) {
    let lines: ClaimLine[];
    if (claim.status === 'Pending') {
      lines = claim.services.map((service, i) => ({
        line: i + 1,
        procedureCode: service.procedureCode,
        description: service.description,
        billed: dollars(service.billedCents),
        allowed: null,
        planPaid: null,
        deductible: null,
        copay: null,
        coinsurance: null,
        notCovered: null,
      }));
    } else {
      const yearKey = claim.serviceDate.slice(0, 4);
      const year = years.get(yearKey) ?? { family: noAmounts(), members: new Map() };
      years.set(yearKey, year);
      const member = year.members.get(claim.memberId) ?? noAmounts();
      year.members.set(claim.memberId, member);
      lines = claim.services.map((service, i) =>
        decideLine(
          service,
          i + 1,
          benefits.costShares[benefitCategoryOf(service.procedureCode)],
          benefits,
          member,
          year.family,
          claim.status === 'Denied',
        ),
      );
    }
    decided.set(claim.claimId, { claimId: claim.claimId, lines, ...claimTotalsOf(lines) });
  }
  return claims.map((claim) => decided.get(claim.claimId)!);
}
