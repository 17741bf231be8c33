import { Children, isValidElement, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardGridProps {
  /** A list of like items (claims, programs, providers): a <ul>, each child in its own <li>. */
  list?: boolean;
  /** The narrowest a column gets before the grid drops a column; one column on a phone. */
  minColumnWidth?: 'narrow' | 'wide' | 'single';
  /**
   * The cards share the whole row between them, leaving no empty columns at the end (a short row such
   * as the dashboard's three attention cards); without it, columns keep their width as more cards come.
   */
  fillRow?: boolean;
  /** Names the list for assistive technology (only with `list`). */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Cards side by side where the screen allows, one column on a phone. Each card is as tall as its own
 * content (no empty stretched cards next to a long one).
 */
export function CardGrid({ list = false, minColumnWidth = 'wide', fillRow = false, label, className, children }: CardGridProps) {
  const classes = [styles.grid, styles[minColumnWidth], fillRow ? styles.fillRow : undefined, className].filter(Boolean).join(' ');
  if (!list) return <div className={classes}>{children}</div>;
  return (
    <ul className={classes} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
