import { moneyOrPending } from './format-money';
import styles from './money.module.css';

export interface MoneyProps {
  /** The amount; null while it is not known (a pending claim's figures). */
  amount: number | null;
  /** The amount is not decided yet (a pending claim): shows "Not yet known" instead of a figure. */
  pending?: boolean;
  /** Large and bold: the one figure a member looks for first (what you owe, a balance). */
  emphasis?: boolean;
  className?: string;
}

/** An amount of money; the figures never break across lines, and a pending amount says so in words. */
export function Money({ amount, pending = false, emphasis = false, className }: MoneyProps) {
  const unknown = pending || amount === null;
  const classes = [unknown ? styles.pending : styles.money, emphasis ? styles.emphasis : undefined, className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-pending={unknown || undefined}>
      {moneyOrPending(amount, unknown)}
    </span>
  );
}
