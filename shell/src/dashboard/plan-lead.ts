import type { SelectedPlan } from '@portal/contracts/domain';
import { medicarePlanKindLabel } from '@portal/contracts/medicare-advantage';

/**
 * The line under the welcome: the plan, its kind unless the plan's name says it already (a vision
 * plan named "Health Advantage Vision" is not followed by "· Vision"), and the member ID. A Medicare
 * Advantage plan's kind is said in Medicare's words ("Medicare Advantage plan"), not "Medical".
 */
export function planLead(
  plan: Pick<SelectedPlan, 'lobDisplayName' | 'contractType' | 'memberId'>,
  { medicare = false }: { medicare?: boolean } = {},
): string {
  const kindInName = plan.lobDisplayName.toLowerCase().split(/\s+/).includes(plan.contractType.toLowerCase());
  const kind = medicare ? medicarePlanKindLabel : kindInName ? null : plan.contractType;
  return [plan.lobDisplayName, kind, `Member ID ${plan.memberId}`].filter(Boolean).join(' · ');
}
