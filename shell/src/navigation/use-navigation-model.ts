import { navigationFor, useRights, type NavigationModel } from '@portal/rights';
import { useSession } from '@portal/session';
import { useMemo } from 'react';
import { showSwitchPlans } from '../layout/switch-plans-visibility';

/** The signed-in navigation for the selected plan and its rights, or null before a plan is selected. */
export function useNavigationModel(): NavigationModel | null {
  const plan = useSession((state) => state.selectedPlan);
  const memberships = useSession((state) => state.memberships);
  const rights = useRights((state) => (state.loaded ? state.rights : null));
  return useMemo(
    () => (plan && rights ? navigationFor(plan, rights, { showSwitchPlans: showSwitchPlans(memberships) }) : null),
    [plan, rights, memberships],
  );
}
