// The navigation a signed-in member should see, worked out as the portal works it out: the remotes'
// manifests composed (portal-routes.ts), filtered by the rights the sandbox gives the member's
// selected plan, with the rules of @portal/rights. A menu entry a remote adds to its manifest is then
// expected for every persona whose rights show it, with no suite to edit.
import type { Page } from '@playwright/test';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { composePortal, navigationFor, splitMemberships, type NavigationModel } from '@portal/rights';
import { showSwitchPlans } from '../../shell/src/layout/switch-plans-visibility';
import { remoteManifests } from './portal-routes';
import { sandboxUrl } from './sandbox';

/** What the signed-in tab keeps in session storage about its member (the portal's session keys). */
interface SignedInTab {
  accessToken: string;
  userId: string;
  plan: SelectedPlan;
}

async function signedInTab(page: Page): Promise<SignedInTab> {
  const kept = await page.evaluate(() => ({
    accessToken: sessionStorage.getItem('access_token'),
    userId: sessionStorage.getItem('logged_in_user'),
    plan: sessionStorage.getItem('selected_plan'),
  }));
  if (!kept.accessToken || !kept.userId || !kept.plan) throw new Error('the page is not signed in with a plan selected');
  return { accessToken: kept.accessToken, userId: kept.userId, plan: JSON.parse(kept.plan) as SelectedPlan };
}

/** A call of the sandbox's member API with the member's own token, as the portal makes it. */
async function memberApi<T>(tab: SignedInTab, path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}/member/portal/v1/users/${encodeURIComponent(tab.userId)}/${path}`, {
    headers: { Authorization: `Bearer ${tab.accessToken}` },
  });
  if (!response.ok) throw new Error(`the member API answered ${response.status} for the ${path.split('/')[0]} call`);
  return (await response.json()) as T;
}

/** The rights the sandbox gives the page's member for the selected plan. */
export async function sandboxRights(page: Page): Promise<{ plan: SelectedPlan; rights: RightsRecord; plans: SelectedPlan[] }> {
  const tab = await signedInTab(page);
  const { companyId, memberId, contractType } = tab.plan;
  const [access, memberships] = await Promise.all([
    memberApi<{ rights?: RightsRecord }>(tab, `accessrights/${companyId}/${memberId}/${contractType}`),
    memberApi<{ userMemberships?: SelectedPlan[] }>(tab, 'memberships'),
  ]);
  return { plan: tab.plan, rights: access.rights ?? {}, plans: memberships.userMemberships ?? [] };
}

/** The navigation the portal should show the page's signed-in member, from the manifests and the sandbox's rights. */
export async function expectedNavigation(page: Page): Promise<NavigationModel> {
  const { plan, rights, plans } = await sandboxRights(page);
  const composition = composePortal(remoteManifests);
  return navigationFor(plan, rights, {
    showSwitchPlans: showSwitchPlans({ ...splitMemberships(plans), loaded: true }),
    menuEntries: composition.menuEntries,
  });
}
