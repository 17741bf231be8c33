import { StatusBadge, Section } from '@portal/ui';
import { colorMeaning, statusesByColor, type StatusLabelColor } from './status-colors';
import styles from './authorizations.module.css';

const colors = Object.keys(statusesByColor) as StatusLabelColor[];

/** What each label colour means, so a colour is explained in words once on the page. */
export function StatusLegend() {
  return (
    <Section heading="What the status colors mean" className={styles.legend}>
      <ul className={styles.legendList}>
        {colors.map((color) => (
          <li key={color}>
            <StatusBadge color={color}>{colorMeaning[color].name}</StatusBadge>: {colorMeaning[color].meaning}
          </li>
        ))}
      </ul>
    </Section>
  );
}
