import type { Rights } from '../seed/rights.ts';
import { ageOn } from '../seed/dates.ts';
import type { ExternalAppKey, PartnerKey } from './partners.ts';

/*
 * Which single-sign-on hand-offs a plan's rights allow. A hand-off gives the partner the member's
 * name, member id, group and birth date (or, for an external app, the username and plan), so it is
 * allowed only where one of the plan's programs or pages offers that partner or app; anything else
 * is refused before anything is sent.
 */

/** The youngest member the pharmacy center serves (younger: PHA-0001). */
export const PHARMACY_MINIMUM_AGE = 17;

/** The partner each program's button hands off to, by the program id's first part ("bhealth_ABCBS" → bhealth). */
const PARTNERS_BY_PROGRAM_FAMILY: Readonly<Record<string, readonly PartnerKey[]>> = {
  virtual: ['virtualcare'],
  maternity: ['maternity'],
  bhealth: ['behavioral'],
  navigation: ['carenavigation'],
  digestive: ['digestive'],
  // The discount program (wellness_ABCBS) and wellness rewards (the other plans' wellness_ programs).
  wellness: ['rewards', 'discounts'],
  financial: ['spendingaccount'],
  dental: ['dental'],
  socialcare: ['helper'],
  costs: ['costsearch'],
};

/** Medicare supplemental programs each hand off to their own partner; the rest to the helper service. */
const PARTNERS_BY_PROGRAM_ID: Readonly<Record<string, readonly PartnerKey[]>> = {
  MAsupp_dental: ['dental'],
  MAsupp_meals: ['specialdelivery'],
};

/** The partners a program hands off to (none for a program without a partner). */
export function partnersOfProgram(programId: string): readonly PartnerKey[] {
  const family = programId.split('_')[0] ?? '';
  if (family === 'MAsupp') return PARTNERS_BY_PROGRAM_ID[programId] ?? ['helper'];
  return PARTNERS_BY_PROGRAM_FAMILY[family] ?? [];
}

interface HandoffMember {
  rights: Rights;
  birthDate: string;
}

/** Partners the plan's pages (not its programs) hand off to: the cost search of Find Care and of the pharmacy center. */
function partnersOfPages({ rights, birthDate }: HandoffMember): PartnerKey[] {
  const findCareOffersIt = rights.findCareAndCostOptions.some((option) => option.type === 'providerDirectory');
  const pharmacyOffersIt = rights.pharmacyCenter && ageOn(birthDate) >= PHARMACY_MINIMUM_AGE;
  return findCareOffersIt || pharmacyOffersIt ? ['costsearch'] : [];
}

/** Whether the plan's rights offer a hand-off to this partner. */
export function partnerAllowed(key: PartnerKey, member: HandoffMember): boolean {
  return (
    member.rights.programs.some((program) => partnersOfProgram(program.programId).includes(key)) || partnersOfPages(member).includes(key)
  );
}

/** Whether the plan's rights offer this external app (the Policy menu and Pay Bill entries). */
export function externalAppAllowed(app: ExternalAppKey, { rights }: HandoffMember): boolean {
  return {
    interqual: rights.pageIdentifiers.some((p) => p.type === 'interqual'),
    cob: rights.updateOtherCoverageInformation,
    updatepolicy: rights.updatePolicy,
    updatepolicymetallic: rights.updatePolicyMetallic,
    medicarepayment: rights.pageIdentifiers.some((p) => p.type === 'medicarePayment'),
  }[app];
}
