// Which dashboard cards a plan sees (issues 5, 23 and 25): the rules a card's manifest names that are
// more than one rights key, because they read the selected plan or the guards of several pages. A card
// names one (`visibleWhen: { rule }`); the rule is here, as menuRules are for the menus.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { CardVisibilityRule, DashboardRuleName, MenuRuleName } from '@portal/contracts/remote-manifest';
import { menuRules } from './navigation-entries';
import { rightsAllow } from './rights-checks';
import { pathAllowed } from './route-access';

/** The care-cost pages the dashboard offers as buttons, in the order it offers them. */
export const careCostPaths = ['/find-care', '/cost-estimates', '/coverage-and-copays'] as const;
export type CareCostPath = (typeof careCostPaths)[number];

/** The care-cost pages open to this plan (the buttons the care-cost card shows, and whether it shows). */
export function careCostOptions(plan: Pick<SelectedPlan, 'contractType'>, rights: RightsRecord): CareCostPath[] {
  return careCostPaths.filter((path) => pathAllowed(path, plan, rights));
}

type CardPlan = Pick<SelectedPlan, 'contractType' | 'isPolicyHolder'>;

export const dashboardRules: Record<DashboardRuleName, (plan: CardPlan, rights: RightsRecord) => boolean> = {
  // The bill is the policyholder's: a dependant on the plan is not asked to pay it.
  policyHolder: (plan) => plan.isPolicyHolder === true,
  careCostOptions: (plan, rights) => careCostOptions(plan, rights).length > 0,
};

/** Whether a card's rule (a rights key, a menu rule or a dashboard rule) shows it to this plan. */
export function cardVisibilityAllows(rule: CardVisibilityRule | undefined, plan: CardPlan, rights: RightsRecord): boolean {
  if (!rule) return true;
  if ('rightsKey' in rule) return rightsAllow(rule.rightsKey, rights);
  if (rule.rule in dashboardRules) return dashboardRules[rule.rule as DashboardRuleName](plan, rights);
  return menuRules[rule.rule as MenuRuleName](rights);
}
