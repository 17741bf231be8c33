// Which of the composed dashboard cards a plan shows: the dashboard's rule, read by the page and by
// the start-up, which begins loading those cards before the page's code has arrived.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { cardVisibilityAllows, pathAllowed, type ComposedDashboardCard } from '@portal/rights';

/** What of the plan decides a card: its contract type and whether the member holds the policy. */
export type CardPlan = Pick<SelectedPlan, 'contractType' | 'isPolicyHolder'>;

/** The composed cards this plan and its rights show: contract types, the card's rule, its page's guard. */
export function visibleDashboardCards(
  cards: readonly ComposedDashboardCard[],
  plan: CardPlan,
  rights: RightsRecord,
): ComposedDashboardCard[] {
  return cards.filter(
    (card) =>
      (!card.contractTypes || card.contractTypes.includes(plan.contractType)) &&
      cardVisibilityAllows(card.visibleWhen, plan, rights) &&
      (!card.guardPath || pathAllowed(card.guardPath, plan, rights)),
  );
}
