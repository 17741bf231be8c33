// The signed-in navigation as data (SPEC sections 2 and 6): the Care and Policy menus and the
// top-level entries, each with the rule that shows it. One place for menu visibility; the shell only
// renders what this returns.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { dashboardPath, messageCenterPath } from '@portal/contracts/route-table';
import { hasEntryOfType, rightsAllow } from './rights-checks';
import { pathAllowed } from './route-access';

export type ExternalAppKey = 'interqual' | 'cob' | 'updatepolicy' | 'updatepolicymetallic';

export type NavigationEntry =
  | { kind: 'route'; id: string; label: string; to: string }
  | { kind: 'external-app'; id: string; label: string; app: ExternalAppKey }
  | { kind: 'link'; id: string; label: string; href: string };

export interface NavigationModel {
  /**
   * Home: the plan's dashboard (SPEC section 2's home link), first in the bar and the drawer; none
   * for a contract type without a dashboard.
   */
  home: NavigationEntry | null;
  care: NavigationEntry[];
  policy: NavigationEntry[];
  topLevel: NavigationEntry[];
}

export const defaultFindCareTitle = 'Find Care & Costs';

/** Pay Bill: payBill, or a medicarePayment page identifier while payBill is false (SPEC section 6). */
export function showPayBill(rights: RightsRecord): boolean {
  return rightsAllow('payment', rights);
}

/** Pharmacy: pharmacyCenter or rxSavingsSolutions (SPEC section 6), the rule of its route too. */
export function showPharmacy(rights: RightsRecord): boolean {
  return rightsAllow('pharmacyCenter', rights);
}

/**
 * The Update Policy handoff (SPEC section 2: updatepolicy or updatepolicymetallic), for the Policy menu
 * and the settings' address section alike. A plan whose rights carry updatePolicyMetallic is a
 * metallic (metal-tier individual) plan, whose policy changes go through the metallic app, even when
 * the general updatePolicy flag is on too (README "Update Policy handoff").
 */
export function updatePolicyApp(rights: RightsRecord | null): Extract<ExternalAppKey, 'updatepolicy' | 'updatepolicymetallic'> | null {
  if (rights?.updatePolicyMetallic) return 'updatepolicymetallic';
  if (rights?.updatePolicy) return 'updatepolicy';
  return null;
}

/**
 * A menu entry for a route also needs the route's guards to let the plan in (its contract types and
 * rights rules), so an entry never leads to not-found: a Dental plan is never offered a Medical-only
 * page, and a menu rule and its route's rule cannot drift apart unnoticed.
 */
function routeEntry(
  to: string,
  label: string,
  plan: Pick<SelectedPlan, 'contractType'>,
  rights: RightsRecord,
  shown: boolean,
  guardPath: string = to,
): NavigationEntry[] {
  if (!shown) return [];
  return pathAllowed(guardPath, plan, rights) ? [{ kind: 'route', id: to, label, to }] : [];
}

export function navigationFor(plan: Pick<SelectedPlan, 'contractType'>, rights: RightsRecord, options: { showSwitchPlans: boolean }): NavigationModel {
  const entry = (to: string, label: string, shown: boolean, guardPath?: string) => routeEntry(to, label, plan, rights, shown, guardPath);
  const care: NavigationEntry[] = [
    // /medical-claims is the menu's link (SPEC section 2); it redirects to /claims, whose guard applies.
    ...entry('/medical-claims', 'Claims', rights.claims === true, '/claims'),
    ...entry('/spending-details', 'Spending Details', rights.deductible === true),
    ...entry('/health-records', 'Personal Health Record', rights.personalHealthRecord === true),
    ...entry('/health-reimbursement', 'Health Reimbursement Account', rights.healthReimbursementAccount === true),
    ...entry('/find-care', rights.findCareAndCostDisplayText?.trim() || defaultFindCareTitle, (rights.findCareAndCostOptions ?? []).length > 0),
  ];

  const updateApp = updatePolicyApp(rights);
  const planLink = rights.maPlanBenefits && rights.maPlanBenefitsLink ? rights.maPlanBenefitsLink : null;
  const policy: NavigationEntry[] = [
    ...entry('/coverage-and-copays', 'Coverage and Copays', rights.whosCovered === true),
    ...entry('/primary-care-provider', 'Primary Care Provider', rights.choosePrimaryCareProvider === true),
    ...entry('/authorizations', 'Prior Authorizations', rights.inpatientMedicalAdmissionRequest === true),
    ...entry('/traveling-abroad', 'Traveling Abroad', rights.coverageWhenTravelingAbroad === true),
    ...(hasEntryOfType(rights.pageIdentifiers, 'interqual') ? [{ kind: 'external-app', id: 'interqual', label: 'Medical Review Guidelines', app: 'interqual' } as const] : []),
    ...(rights.updateOtherCoverageInformation ? [{ kind: 'external-app', id: 'cob', label: 'Coordination of Benefits', app: 'cob' } as const] : []),
    ...(updateApp ? [{ kind: 'external-app', id: updateApp, label: 'Update Policy Info', app: updateApp } as const] : []),
    ...(planLink ? [{ kind: 'link', id: 'your-plan', label: 'Your Plan', href: planLink } as const] : []),
  ];

  const topLevel: NavigationEntry[] = [
    ...entry('/payment-center', 'Pay Bill', showPayBill(rights)),
    ...entry('/id-card', 'ID Cards', rights.idCards === true),
    ...entry('/programs', 'Programs', rightsAllow('programs', rights)),
    ...entry('/pharmacy', 'Pharmacy', showPharmacy(rights)),
    ...entry('/documents', 'Documents & Forms', rights.forms === true),
    // The message center is open to every plan (SPEC section 2); the menu leads there as well as the
    // bell, which shows only once the unread counts have loaded.
    ...entry(messageCenterPath, 'Messages', true),
    ...entry('/contact-us', 'Contact Us', true),
    ...entry('/select-plan', 'Switch Plans', options.showSwitchPlans),
    // /settings redirects to the profile tab.
    ...entry('/settings', 'Settings', true, '/settings/profile'),
  ];
  // A contract type from the API that the portal does not know has no dashboard (SPEC section 2).
  const homePath = dashboardPath(plan.contractType) as string | undefined;
  const home: NavigationEntry | null = homePath ? { kind: 'route', id: 'home', label: 'Home', to: homePath } : null;
  return { home, care, policy, topLevel };
}
