import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** The actions under a form or a message (Continue, Back, Delete...): one row that wraps on a phone. */
export function ActionRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${styles.actionRow} ${className}` : styles.actionRow}>{children}</div>;
}
