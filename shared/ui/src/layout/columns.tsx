import type { ReactNode } from 'react';
import styles from './layout.module.css';

export interface ColumnsProps {
  /** `main-and-aside`: the main part takes two thirds (a form beside the phone numbers); `halves`: equal. */
  split: 'main-and-aside' | 'halves';
  className?: string;
  children: ReactNode;
}

/** Two columns from the desktop step of the breakpoint scale (64rem); one under the other below it. */
export function Columns({ split, className, children }: ColumnsProps) {
  const classes = [styles.columns, split === 'halves' ? styles.halves : styles.mainAndAside, className].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
