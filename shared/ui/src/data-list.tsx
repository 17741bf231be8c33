import type { ReactNode } from 'react';
import styles from './data-list.module.css';

/** Label and value pairs (plan name, member ID, start date...) as a description list. */
export function DataList({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={styles.list}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
