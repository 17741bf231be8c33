import { StatusBadge } from '@portal/ui';
import { colorMeaning, statusesByColor, type StatusLabelColor } from './status-colors';
import styles from './authorizations.module.css';

const colors = Object.keys(statusesByColor) as StatusLabelColor[];

/** What each label colour means, so a colour is explained in words once on the page. */
export function StatusLegend() {
  return (
    <section aria-labelledby="auth-legend-heading" className={styles.legend}>
      <h2 id="auth-legend-heading">What the status colors mean</h2>
      <ul className={styles.legendList}>
        {colors.map((color) => (
          <li key={color}>
            <StatusBadge color={color}>{colorMeaning[color].name}</StatusBadge>: {colorMeaning[color].meaning}
          </li>
        ))}
      </ul>
    </section>
  );
}
