import { navigationFor, usePortalComposition, useRights, type NavigationModel } from '@portal/rights';
import { useSession } from '@portal/session';
import { useEffect, useMemo } from 'react';
import { showSwitchPlans } from '../layout/switch-plans-visibility';
import { ensurePortalComposed } from '../remotes/remote-manifests';

/**
 * The signed-in navigation for the selected plan and its rights, or null before a plan is selected.
 * The remotes' entries come from their manifests (docs/remote-manifest.md): the menus fill in once
 * those are read, and a remote whose manifest failed has no entries.
 */
export function useNavigationModel(): NavigationModel | null {
  const plan = useSession((state) => state.selectedPlan);
  const memberships = useSession((state) => state.memberships);
  const rights = useRights((state) => (state.loaded ? state.rights : null));
  const menuEntries = usePortalComposition((state) => state.menuEntries);
  const signedInFrame = plan !== null;
  useEffect(() => {
    if (signedInFrame) void ensurePortalComposed();
  }, [signedInFrame]);
  return useMemo(
    () => (plan && rights ? navigationFor(plan, rights, { showSwitchPlans: showSwitchPlans(memberships), menuEntries }) : null),
    [plan, rights, memberships, menuEntries],
  );
}
