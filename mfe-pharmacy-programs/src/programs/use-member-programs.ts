// The member's programs: the program ids of the rights record (docs/product/content-and-programs.md#content-lookup), each shown in the
// member's plan variant (see catalogue.ts), without expired items and without ids the catalogue does
// not know (unless the content bypass shows ids on purpose).
import { useRights } from '@portal/rights';
import { useSession } from '@portal/session';
import { exitModalFor, resolveForPlan } from '../content/catalogue';
import type { LookupOptions } from '../content/content-lookup';
import { planKindOf, type VariantPlan } from '../content/plan-variant';
import { programView, type ProgramView } from './program-view';

/** The plan fields the variant rule reads. */
export function useVariantPlan(): VariantPlan | null {
  const tier1 = useSession((state) => state.selectedPlan?.tier1 ?? null);
  const planKind = useSession((state) => planKindOf(state.selectedPlan));
  return tier1 === null && planKind === null ? null : { tier1, planKind };
}

export function memberProgramViews(programIds: readonly string[], plan: VariantPlan | null, options: LookupOptions): ProgramView[] {
  const unique = [...new Set(programIds)];
  return unique
    .map((programId) => programView(programId, resolveForPlan(programId, plan, options), exitModalFor(programId, plan, options)))
    .filter((view): view is ProgramView => view !== null && (view.hasContent || options.bypass === true));
}

export function useMemberProgramIds(): string[] {
  const programs = useRights((state) => state.rights?.programs);
  return (programs ?? []).map((program) => program.programId);
}
