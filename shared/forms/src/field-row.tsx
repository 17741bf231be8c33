import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface FieldRowProps {
  /** The fields, two to a row (a first and a last name; a day and a time; a search's four criteria). */
  children: ReactNode;
  /** "wide-first": the first field takes two thirds (a long select beside a ZIP code). Equal by default. */
  widths?: 'equal' | 'wide-first';
}

/**
 * Fields side by side from 640 CSS pixels (40rem), one above the other on a phone or at 400 % zoom,
 * in the order they are read. Each field keeps its own label, hint and error; the row only lays them out.
 * Forms keep no grid CSS of their own for this (docs/design-kit.md; docs/forms.md, "Laying fields out").
 */
export function FieldRow({ children, widths = 'equal' }: FieldRowProps) {
  return <div className={widths === 'wide-first' ? `${styles.fieldRow} ${styles.wideFirst}` : styles.fieldRow}>{children}</div>;
}
