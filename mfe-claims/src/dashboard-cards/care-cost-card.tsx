// The dashboard's Care and costs card (declared in src/remote-manifest.ts): a button for each care-cost
// page open to the plan. Which pages those are is @portal/rights' careCostOptions, the rule the
// manifest names (careCostOptions) for whether the card shows at all.
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { careCostOptions, defaultFindCareTitle, useRights, type CareCostPath } from '@portal/rights';
import { Link } from '@portal/routing';
import { useSession } from '@portal/session';
import { buttonClassName } from '@portal/ui';
import '../app-name';
import styles from './dashboard-cards.module.css';

const fixedLabels: Record<Exclude<CareCostPath, '/find-care'>, string> = {
  '/cost-estimates': 'Estimate a cost',
  '/coverage-and-copays': 'Coverage and copays',
};

/** The care cost buttons: find care, estimate costs, see what the plan covers. */
export default function CareCostCard(_props: DashboardCardBodyProps) {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  if (!plan || !rights) return null;
  // The find-care page's name is the one the plan's rights carry (docs/product/routes-and-guards.md#routes-public), as in the Care menu.
  const findCareTitle = rights.findCareAndCostDisplayText?.trim() || defaultFindCareTitle;
  const buttons = careCostOptions(plan, rights).map((to) => ({ to, label: to === '/find-care' ? findCareTitle : fixedLabels[to] }));
  return (
    <ul className={styles.buttons}>
      {buttons.map((button, index) => (
        <li key={button.to}>
          <Link to={button.to} className={buttonClassName(index === 0 ? 'primary' : 'secondary')}>
            {button.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
