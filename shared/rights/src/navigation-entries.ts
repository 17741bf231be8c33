// The signed-in navigation as data (docs/product/routes-and-guards.md#layout-navigation, docs/product/claims-and-care.md#care-health-records): the Care and Policy menus and the
// top-level entries, each with the rule that shows it. The remotes declare their entries in their
// manifests (docs/remote-manifest.md) naming rules by key; the rules themselves are here, one place
// for menu visibility. The shell only renders what this returns.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { MenuLabelSource, MenuName, MenuRuleName, VisibilityRule } from '@portal/contracts/remote-manifest';
import { dashboardPath } from '@portal/contracts/route-table';
import { portalCompositionStore, type ComposedMenuEntry } from './portal-composition';
import { hasEntryOfType, rightsAllow } from './rights-checks';
import { pathAllowed } from './route-access';

export type ExternalAppKey = 'interqual' | 'cob' | 'updatepolicy' | 'updatepolicymetallic';

export type NavigationEntry =
  | { kind: 'route'; id: string; label: string; to: string }
  | { kind: 'external-app'; id: string; label: string; app: ExternalAppKey }
  | { kind: 'link'; id: string; label: string; href: string };

export interface NavigationModel {
  /**
   * Home: the plan's dashboard (docs/product/routes-and-guards.md#layout-navigation home link), first in the bar and the drawer; none
   * for a contract type without a dashboard.
   */
  home: NavigationEntry | null;
  care: NavigationEntry[];
  policy: NavigationEntry[];
  topLevel: NavigationEntry[];
}

export const defaultFindCareTitle = 'Find Care & Costs';

/** Pay Bill: payBill, or a medicarePayment page identifier while payBill is false (docs/product/roles-and-rights.md#rights-user-kinds). */
export function showPayBill(rights: RightsRecord): boolean {
  return rightsAllow('payment', rights);
}

/** Pharmacy: pharmacyCenter or rxSavingsSolutions (docs/product/roles-and-rights.md#rights-pharmacy-age), the rule of its route too. */
export function showPharmacy(rights: RightsRecord): boolean {
  return rightsAllow('pharmacyCenter', rights);
}

/**
 * The Update Policy handoff (docs/product/routes-and-guards.md#layout-navigation: updatepolicy or updatepolicymetallic), for the Policy menu
 * and the settings' address section alike. A plan whose rights carry updatePolicyMetallic is a
 * metallic (metal-tier individual) plan, whose policy changes go through the metallic app, even when
 * the general updatePolicy flag is on too (docs/decisions/0033-update-policy-handoff.md).
 */
export function updatePolicyApp(rights: RightsRecord | null): Extract<ExternalAppKey, 'updatepolicy' | 'updatepolicymetallic'> | null {
  if (rights?.updatePolicyMetallic) return 'updatepolicymetallic';
  if (rights?.updatePolicy) return 'updatepolicy';
  return null;
}

/**
 * Menu rules that are more than one rights key (docs/product/roles-and-rights.md#rights-menu-visibility), named by the remotes' manifests
 * (`visibleWhen: { rule }`): the manifest names the rule, this module owns it.
 */
export const menuRules: Record<MenuRuleName, (rights: RightsRecord) => boolean> = {
  payBill: showPayBill,
  pharmacy: showPharmacy,
  findCareOptions: (rights) => (rights.findCareAndCostOptions ?? []).length > 0,
};

const menuLabels: Record<MenuLabelSource, (rights: RightsRecord) => string | undefined> = {
  findCareDisplayText: (rights) => rights.findCareAndCostDisplayText?.trim() || undefined,
};

/** Whether a manifest's visibility rule (a rights key or a named rule) shows its entry or card. */
export function visibilityAllows(rule: VisibilityRule | undefined, rights: RightsRecord): boolean {
  if (!rule) return true;
  return 'rightsKey' in rule ? rightsAllow(rule.rightsKey, rights) : menuRules[rule.rule](rights);
}

/** The shell's own entries, on the manifests' order scale (docs/remote-manifest.md, "Menu order"). */
const switchPlansOrder = 80;
const shellPolicyOrder = 100;

type Ordered = { order: number; entry: NavigationEntry };

/**
 * A menu entry for a route also needs the route's guards to let the plan in (its contract types and
 * rights rules), so an entry never leads to not-found: a Dental plan is never offered a Medical-only
 * page, and a menu rule and its route's rule cannot drift apart unnoticed.
 */
function manifestEntries(
  entries: readonly ComposedMenuEntry[],
  menu: MenuName,
  plan: Pick<SelectedPlan, 'contractType'>,
  rights: RightsRecord,
): Ordered[] {
  return entries
    .filter(
      (entry) =>
        entry.menu === menu && visibilityAllows(entry.visibleWhen, rights) && pathAllowed(entry.guardPath ?? entry.to, plan, rights),
    )
    .map((entry) => ({
      order: entry.order,
      entry: {
        kind: 'route',
        id: entry.id ?? entry.to,
        label: (entry.labelFrom && menuLabels[entry.labelFrom](rights)) || entry.label,
        to: entry.to,
      },
    }));
}

function inOrder(entries: Ordered[]): NavigationEntry[] {
  return entries.sort((a, b) => a.order - b.order).map(({ entry }) => entry);
}

/**
 * The signed-in navigation: the remotes' menu entries (their manifests, composed at run time) and the
 * shell's own (Home, the Policy menu's handoffs and link, Switch Plans), each shown by its rule.
 */
export function navigationFor(
  plan: Pick<SelectedPlan, 'contractType'>,
  rights: RightsRecord,
  options: { showSwitchPlans: boolean; menuEntries?: readonly ComposedMenuEntry[] },
): NavigationModel {
  const entries = options.menuEntries ?? portalCompositionStore.getState().menuEntries;
  const updateApp = updatePolicyApp(rights);
  const planLink = rights.maPlanBenefits && rights.maPlanBenefitsLink ? rights.maPlanBenefitsLink : null;
  const shellPolicy: NavigationEntry[] = [
    ...(hasEntryOfType(rights.pageIdentifiers, 'interqual')
      ? [{ kind: 'external-app', id: 'interqual', label: 'Medical Review Guidelines', app: 'interqual' } as const]
      : []),
    ...(rights.updateOtherCoverageInformation
      ? [{ kind: 'external-app', id: 'cob', label: 'Coordination of Benefits', app: 'cob' } as const]
      : []),
    ...(updateApp ? [{ kind: 'external-app', id: updateApp, label: 'Update Policy Info', app: updateApp } as const] : []),
    ...(planLink ? [{ kind: 'link', id: 'your-plan', label: 'Your Plan', href: planLink } as const] : []),
  ];
  const care = inOrder(manifestEntries(entries, 'care', plan, rights));
  const policy = inOrder([
    ...manifestEntries(entries, 'policy', plan, rights),
    ...shellPolicy.map((entry, index) => ({ order: shellPolicyOrder + index, entry })),
  ]);
  const switchPlans: Ordered[] =
    options.showSwitchPlans && pathAllowed('/select-plan', plan, rights)
      ? [{ order: switchPlansOrder, entry: { kind: 'route', id: '/select-plan', label: 'Switch Plans', to: '/select-plan' } }]
      : [];
  const topLevel = inOrder([...manifestEntries(entries, 'top', plan, rights), ...switchPlans]);
  // A contract type from the API that the portal does not know has no dashboard (docs/product/routes-and-guards.md#layout-navigation).
  const homePath = dashboardPath(plan.contractType) as string | undefined;
  const home: NavigationEntry | null = homePath ? { kind: 'route', id: 'home', label: 'Home', to: homePath } : null;
  return { home, care, policy, topLevel };
}
