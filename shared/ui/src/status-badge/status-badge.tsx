import type { ReactNode } from 'react';
import type { StatusColor } from './status-colors';
import styles from './status-badge.module.css';

export interface StatusBadgeProps {
  /**
   * The badge colour, one fixed meaning each (status-colors.ts); "neutral" for a marker with no status
   * meaning (a message's "Unread"): an outlined tag in the text colour; false for plain bold text.
   */
  color: StatusColor | 'neutral' | false;
  /** The status in words: always shown, so the colour is never the only signal. */
  children: ReactNode;
}

/**
 * A status in words on a tinted tag. Dark text on a light tint of each colour keeps at least 7:1
 * contrast, and no tint is a brand's colour, so a status never reads as a brand element or a button.
 * A status the portal does not know (color false) shows as plain bold text with no colour.
 */
export function StatusBadge({ color, children }: StatusBadgeProps) {
  if (!color) {
    return <span className={styles.plain}>{children}</span>;
  }
  return (
    <span className={`${styles.badge} ${styles[color]}`} data-label-color={color}>
      {children}
    </span>
  );
}
