// Session storage as a reload finds it for a member with one active plan and no inactive one (eve,
// cara, gia, hal, ivy): tokens, the selected plan and the plan lists kept with it (sessionKeys in
// @portal/session). Imported before anything loads @portal/session, whose store reads storage once,
// when it is created, as a page does on a reload.
import type { SelectedPlan } from '@portal/contracts/domain';

export const keptPlan = {
  memberId: 'B3000300101',
  contractType: 'Medical',
  companyId: '001',
  isActive: true,
  tier1: 'HA',
  displayName: 'Cara Lindqvist',
  loaded: true,
} as SelectedPlan;

sessionStorage.setItem('access_token', 'token');
sessionStorage.setItem('logged_in_user', 'cara.group');
sessionStorage.setItem('selected_plan', JSON.stringify(keptPlan));
sessionStorage.setItem('memberships', JSON.stringify({ active: [keptPlan], inactive: [] }));
