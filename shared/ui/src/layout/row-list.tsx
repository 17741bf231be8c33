import { Children, isValidElement, type ReactNode } from 'react';
import styles from './layout.module.css';

export interface RowListProps {
  /** `compact`: the rows of a card, a quiet line under each; `roomy`: the rows of a page section, a line above each. */
  spacing: 'compact' | 'roomy';
  /** The page's own class for each row (for the rules of what a row holds). */
  itemClassName?: string;
  children: ReactNode;
}

/** A list of like rows (claims, members, phone lines): a plain <ul>, each child in its own <li>. */
export function RowList({ spacing, itemClassName, children }: RowListProps) {
  const itemClasses = itemClassName ? `${styles[spacing]} ${itemClassName}` : styles[spacing];
  return (
    <ul className={styles.rowList}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className={itemClasses}>
          {child}
        </li>
      ))}
    </ul>
  );
}
