// The selected plan's rights kept for the browser session. A reload or a deep link
// renders the page at once from them, under the same guards, while the rights are asked for again
// (ensurePlanAndRights); the answer replaces them, and a guard that then refuses shows not-found as it
// would have. They are kept with the plan they belong to, so another plan's never count, and sign-out
// clears them with the rest of session storage (docs/product/session.md#session-sign-out).
import type { AccessibleMember, RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { readSessionItem, sessionKeys, writeSessionItem } from '@portal/session';

export interface KeptRights {
  rights: RightsRecord;
  accessibleMembers: AccessibleMember[];
}

/** Which plan rights belong to: docs/product/data-and-calls.md#calls-member-api access-rights call is per company, member and contract type. */
export function rightsKeyOf(plan: Pick<SelectedPlan, 'companyId' | 'memberId' | 'contractType'>): string {
  return [plan.companyId, plan.memberId, plan.contractType].join('/');
}

export function keepRights(plan: SelectedPlan, kept: KeptRights): void {
  writeSessionItem(sessionKeys.planRights, JSON.stringify({ plan: rightsKeyOf(plan), ...kept }));
}

/** The rights kept for this plan, or null (none kept, another plan's, or unreadable). */
export function keptRightsFor(plan: SelectedPlan | null): KeptRights | null {
  if (!plan) return null;
  const raw = readSessionItem(sessionKeys.planRights);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptRights> & { plan?: unknown };
    if (
      kept.plan !== rightsKeyOf(plan) ||
      typeof kept.rights !== 'object' ||
      kept.rights === null ||
      !Array.isArray(kept.accessibleMembers)
    )
      return null;
    return { rights: kept.rights, accessibleMembers: kept.accessibleMembers };
  } catch {
    return null;
  }
}
