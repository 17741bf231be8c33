// Which privacy settings a member sees (docs/product/roles-and-rights.md#rights-settings-exceptions: some settings are not allowed for certain
// member ids). One place for the rules, so the page and its tests agree:
// - hide termed dependents: policyholders only (it hides their ended dependents; the API refuses others);
// - family access: adult dependents only (18 or older, not the policyholder), as the profile says;
// - other coverage information update: only where the rights allow it (updateOtherCoverageInformation);
// - certificate of creditable coverage: Medical plans other than Medicare Advantage (Medicare sends its
//   own creditable coverage notices).
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { UserProfile } from '../profile/api';

export type FamilyAccessEntry = UserProfile['familyAccess'][number];

export interface PrivacySettingsShown {
  hideTermedDependents: boolean;
  familyAccess: boolean;
  otherCoverageUpdate: boolean;
  creditableCoverage: boolean;
}

export function isMedicareAdvantage(rights: RightsRecord | null): boolean {
  return rights?.maPlanBenefits === true || (rights?.pageIdentifiers ?? []).some((entry) => entry.type.toLowerCase() === 'medicarepayment');
}

/** The family access entry of the selected plan's member, when that member may turn it on. */
export function familyAccessEntryFor(
  plan: Pick<SelectedPlan, 'memberId' | 'isPolicyHolder'>,
  entries: readonly FamilyAccessEntry[],
): FamilyAccessEntry | null {
  if (plan.isPolicyHolder) return null;
  const entry = entries.find((candidate) => candidate.memberId === plan.memberId);
  return entry?.allowed ? entry : null;
}

export function privacySettingsShown(
  plan: Pick<SelectedPlan, 'memberId' | 'isPolicyHolder' | 'contractType'>,
  rights: RightsRecord | null,
  familyAccess: readonly FamilyAccessEntry[],
): PrivacySettingsShown {
  return {
    hideTermedDependents: plan.isPolicyHolder === true,
    familyAccess: familyAccessEntryFor(plan, familyAccess) !== null,
    otherCoverageUpdate: rights?.updateOtherCoverageInformation === true,
    creditableCoverage: plan.contractType === 'Medical' && !isMedicareAdvantage(rights),
  };
}
