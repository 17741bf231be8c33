// Medicare Advantage plans speak Medicare's words: the plan is a "Medicare Advantage plan", its yearly
// limit of what the member pays is the "maximum out-of-pocket", and the plan's benefit documents (the
// Evidence of Coverage and the Summary of Benefits) are one link away on the dashboard.
import type { RightsRecord } from './domain';

/**
 * A Medicare Advantage plan: the memberships response names the plan kind "medicare", or the rights
 * record gives the plan Medicare Advantage plan benefits.
 */
export function isMedicareAdvantagePlan(
  plan: object | null | undefined,
  rights: Pick<RightsRecord, 'maPlanBenefits'> | null | undefined,
): boolean {
  const kind = (plan as { planKind?: unknown } | null | undefined)?.planKind;
  return (typeof kind === 'string' && kind.toLowerCase() === 'medicare') || rights?.maPlanBenefits === true;
}

/** The address of the plan's benefit documents, when the plan has them and the address is a web page. */
export function medicarePlanBenefitsLink(
  rights: Pick<RightsRecord, 'maPlanBenefits' | 'maPlanBenefitsLink'> | null | undefined,
): string | null {
  const link = rights?.maPlanBenefits === true ? rights.maPlanBenefitsLink : undefined;
  return typeof link === 'string' && /^https:\/\//.test(link) ? link : null;
}

/** Medicare's name for the yearly limit of what the member pays in network. */
export const medicareOutOfPocketLabel = 'Maximum out-of-pocket';
export const medicarePlanKindLabel = 'Medicare Advantage plan';
