// Drug tiers from the member's coverage (docs/product/data-and-calls.md#data-fhir "Coverage resource"): the cost shares whose
// code holds rx_tier and copay or coins. Only coverages the retention rule of docs/product/claims-and-care.md#care-coverage-retention keeps count
// (@portal/api-client/fhir-coverage, the one place of that rule).
import type { FhirBundle } from '@portal/api-client';
import type { ContractType } from '@portal/contracts/domain';
import { isRetainedCoverage, type FhirCoverage } from '@portal/api-client/fhir-coverage';

/** A Coverage resource as the pharmacy center reads it. */
export type CoverageResource = FhirCoverage;

export type RxTierCost = { kind: 'copay'; amount: number } | { kind: 'coinsurance'; percent: number };

export interface RxTier {
  tier: number;
  /** What the tier holds, e.g. "Generic Drugs" (the cost share's text without its "Tier N"). */
  drugs: string;
  cost: RxTierCost;
}

/**
 * The coverage whose tiers the member sees: a retained coverage of this member (a policyholder's search
 * by contract id returns the family), active before cancelled, the latest end date first.
 */
export function pharmacyCoverage(
  bundle: FhirBundle<CoverageResource>,
  plan: { contractId: string; contractType: ContractType; memberId: string },
  /** Today in the insurer's time zone (`insurerToday()` of @portal/ui/dates); a Date counts as its day in Chicago. */
  today: string | Date,
): CoverageResource | null {
  const retained = (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((coverage) => coverage && isRetainedCoverage(coverage, { contractId: plan.contractId, contractType: plan.contractType, today }))
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
    if (code.includes('copay') && typeof cost.valueMoney?.value === 'number')
      tiers.push({ tier, drugs, cost: { kind: 'copay', amount: cost.valueMoney.value } });
    else if (code.includes('coins') && typeof cost.valueQuantity?.value === 'number')
      tiers.push({ tier, drugs, cost: { kind: 'coinsurance', percent: cost.valueQuantity.value } });
  }
  return tiers.sort((a, b) => a.tier - b.tier);
}
