// Drug tiers from the member's coverage (SPEC section 3 "Coverage resource"): the cost shares whose
// code holds rx_tier and copay or coins. Only retained coverages count (SPEC section 5): active ones, or
// cancelled ones that ended within the last 36 months; a medical (hip) coverage's id must contain the
// contract id, and a dental or vision one must also match the plan's contract type.
import type { FhirBundle } from '@portal/api-client';
import type { ContractType } from '@portal/contracts/domain';

export interface CoverageCost {
  type?: { coding?: { code?: string }[]; text?: string };
  valueMoney?: { value?: number };
  valueQuantity?: { value?: number };
}

export interface CoverageResource {
  resourceType?: string;
  id?: string;
  status?: string;
  period?: { start?: string; end?: string };
  type?: { coding?: { code?: string }[] };
  beneficiary?: { reference?: string };
  costToBeneficiary?: CoverageCost[];
}

export type RxTierCost = { kind: 'copay'; amount: number } | { kind: 'coinsurance'; percent: number };

export interface RxTier {
  tier: number;
  /** What the tier holds, e.g. "Generic Drugs" (the cost share's text without its "Tier N"). */
  drugs: string;
  cost: RxTierCost;
}

export const coverageRetentionMonths = 36;

const contractTypeOfCode: Readonly<Record<string, ContractType>> = { hip: 'Medical', dental: 'Dental', vision: 'Vision' };

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isRetainedCoverage(coverage: CoverageResource, plan: { contractId: string; contractType: ContractType }, now: Date): boolean {
  const code = coverage.type?.coding?.[0]?.code ?? '';
  const id = coverage.id ?? '';
  if (!plan.contractId || !id.includes(plan.contractId)) return false;
  if (code !== 'hip') {
    if (contractTypeOfCode[code] === undefined || contractTypeOfCode[code] !== plan.contractType) return false;
  }
  if (coverage.status === 'active') return true;
  if (coverage.status !== 'cancelled' || !coverage.period?.end) return false;
  const cutoff = new Date(now.getFullYear(), now.getMonth() - coverageRetentionMonths, now.getDate());
  return coverage.period.end.slice(0, 10) >= isoDay(cutoff);
}

/**
 * The coverage whose tiers the member sees: a retained coverage of this member (a policyholder's search
 * by contract id returns the family), active before cancelled, the latest end date first.
 */
export function pharmacyCoverage(
  bundle: FhirBundle<CoverageResource>,
  plan: { contractId: string; contractType: ContractType; memberId: string },
  now: Date,
): CoverageResource | null {
  const retained = (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((coverage) => coverage && isRetainedCoverage(coverage, plan, now))
    .filter((coverage) => !coverage.beneficiary?.reference || coverage.beneficiary.reference === `Patient/${plan.memberId}`);
  const rank = (coverage: CoverageResource) => (coverage.status === 'active' ? 1 : 0);
  return [...retained].sort((a, b) => rank(b) - rank(a) || (b.period?.end ?? '').localeCompare(a.period?.end ?? ''))[0] ?? null;
}

/** The drug tiers of a coverage, tier 1 first. */
export function rxTiers(coverage: CoverageResource | null): RxTier[] {
  const tiers: RxTier[] = [];
  for (const cost of coverage?.costToBeneficiary ?? []) {
    const code = (cost.type?.coding ?? []).map((coding) => coding.code ?? '').find((value) => value.includes('rx_tier')) ?? '';
    const tier = Number(/rx_tier(\d+)/.exec(code)?.[1]);
    if (!Number.isInteger(tier)) continue;
    const drugs = (cost.type?.text ?? '').replace(/^\s*tier\s*\d+\s*[:-]?\s*/i, '').trim() || 'Drugs on this tier';
    if (code.includes('copay') && typeof cost.valueMoney?.value === 'number') tiers.push({ tier, drugs, cost: { kind: 'copay', amount: cost.valueMoney.value } });
    else if (code.includes('coins') && typeof cost.valueQuantity?.value === 'number') tiers.push({ tier, drugs, cost: { kind: 'coinsurance', percent: cost.valueQuantity.value } });
  }
  return tiers.sort((a, b) => a.tier - b.tier);
}
