import { Link } from '@portal/routing';
import { buttonClassName } from '@portal/ui';
import { DashboardCard } from '../dashboard-card';
import styles from '../dashboard.module.css';

export interface CareCostButton {
  to: string;
  label: string;
}

/** The care cost buttons: find care, estimate costs, see what the plan covers. */
export function CareCostCard({ buttons }: { buttons: CareCostButton[] }) {
  return (
    <DashboardCard title="Care and costs">
      <ul className={styles.buttons}>
        {buttons.map((button, index) => (
          <li key={button.to}>
            <Link to={button.to} className={buttonClassName(index === 0 ? 'primary' : 'secondary')}>
              {button.label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
