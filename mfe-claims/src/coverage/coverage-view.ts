// What the coverage page shows, from the FHIR results and the selected plan: the retained coverages
// (docs/product/claims-and-care.md#care-coverage-retention) of the selected member, current first, and the coverage whose copays apply.
import type { SelectedPlan } from '@portal/contracts/domain';
import { beneficiaryId, retainedCoverages, type FhirCoverage } from '@portal/api-client/fhir-coverage';

export interface CoverageView {
  /** Every retained coverage of the contract (the family's, for a policyholder). */
  retained: FhirCoverage[];
  current: FhirCoverage[];
  /** Ended within the look-back, most recent first. */
  past: FhirCoverage[];
  /** The coverage whose copays and coinsurance the page lists. */
  costSource: FhirCoverage | null;
}

const isActive = (coverage: FhirCoverage) => coverage.status?.toLowerCase() === 'active';
const endOf = (coverage: FhirCoverage) => coverage.period?.end ?? '';

export function coverageView(
  coverages: readonly FhirCoverage[],
  plan: Pick<SelectedPlan, 'memberId' | 'contractId' | 'contractType'>,
  /** Today in the insurer's time zone, YYYY-MM-DD (`insurerToday()` of @portal/ui/dates). */
  today: string,
): CoverageView {
  const retained = retainedCoverages(coverages, { contractId: plan.contractId, contractType: plan.contractType, today });
  const mine = retained.filter((coverage) => {
    const owner = beneficiaryId(coverage);
    return owner === null || owner === plan.memberId;
  });
  const current = mine.filter(isActive);
  const past = mine.filter((coverage) => !isActive(coverage)).sort((a, b) => endOf(b).localeCompare(endOf(a)));
  const costSource = current[0] ?? retained.find(isActive) ?? past[0] ?? retained[0] ?? null;
  return { retained, current, past, costSource };
}

/** A member's coverage state for "Who is covered": covered now, ended (with the date), or none kept. */
export function memberCoverageStatus(
  retained: readonly FhirCoverage[],
  memberId: string,
): { kind: 'active' } | { kind: 'ended'; end: string | null } | { kind: 'none' } {
  const theirs = retained.filter((coverage) => beneficiaryId(coverage) === memberId);
  if (theirs.some(isActive)) return { kind: 'active' };
  const latest = [...theirs].sort((a, b) => endOf(b).localeCompare(endOf(a)))[0];
  return latest ? { kind: 'ended', end: latest.period?.end ?? null } : { kind: 'none' };
}
