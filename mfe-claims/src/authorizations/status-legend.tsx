import { colorMeaning, statusesByColor, type StatusLabelColor } from './status-colors';
import styles from './authorizations.module.css';
import labelStyles from './status-label.module.css';

const colors = Object.keys(statusesByColor) as StatusLabelColor[];

/** What each label colour means, so a colour is explained in words once on the page. */
export function StatusLegend() {
  return (
    <section aria-labelledby="auth-legend-heading" className={styles.legend}>
      <h2 id="auth-legend-heading">What the status colours mean</h2>
      <ul className={styles.legendList}>
        {colors.map((color) => (
          <li key={color}>
            <span className={`${labelStyles.swatch} ${labelStyles[color]}`} aria-hidden="true" /> <strong>{colorMeaning[color].name}:</strong>{' '}
            {colorMeaning[color].meaning}
          </li>
        ))}
      </ul>
    </section>
  );
}
