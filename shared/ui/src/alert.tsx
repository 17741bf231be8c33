import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An error message that assistive technology announces as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}
