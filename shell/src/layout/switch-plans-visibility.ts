import type { Memberships } from '@portal/session';

/** Switch Plans is hidden once the plan lists have loaded with exactly one active plan and no inactive one. */
export function showSwitchPlans(memberships: Memberships): boolean {
  return !(memberships.loaded && memberships.active.length === 1 && memberships.inactive.length === 0);
}
