import { statusLabelColor } from './status-colors';
import styles from './status-label.module.css';

/**
 * A status with its colour label (SPEC section 4). The status text itself carries the meaning, so the
 * colour is never the only signal; an unknown status shows as plain text with no colour.
 */
export function StatusLabel({ status }: { status: string }) {
  const color = statusLabelColor(status);
  if (!color) return <span className={styles.plain}>{status}</span>;
  return (
    <span className={`${styles.label} ${styles[color]}`} data-label-color={color}>
      {status}
    </span>
  );
}
