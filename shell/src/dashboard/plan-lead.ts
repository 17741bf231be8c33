import type { SelectedPlan } from '@portal/contracts/domain';

/**
 * The line under the welcome: the plan, its kind unless the plan's name says it already (a vision
 * plan named "Health Advantage Vision" is not followed by "· Vision"), and the member ID.
 */
export function planLead(plan: Pick<SelectedPlan, 'lobDisplayName' | 'contractType' | 'memberId'>): string {
  const kindInName = plan.lobDisplayName.toLowerCase().split(/\s+/).includes(plan.contractType.toLowerCase());
  return [plan.lobDisplayName, kindInName ? null : plan.contractType, `Member ID ${plan.memberId}`].filter(Boolean).join(' · ');
}
