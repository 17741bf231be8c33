import { useId } from 'react';
import { formatMoney } from '../money/format-money';
import styles from './progress-meter.module.css';

export interface ProgressMeterProps {
  /** What is measured, e.g. "Your deductible"; names the bar for assistive technology. */
  label: string;
  /** How much is met (or used) so far. */
  value: number;
  /** The limit; 0 or less when the plan has none. */
  limit: number;
  /** "met" for deductibles and out-of-pocket maximums, "used" for a benefit maximum or approved units. */
  verb?: 'met' | 'used';
  /** How a figure reads; dollars by default (units: `(n) => \`${n} visits\``). */
  format?: (amount: number) => string;
  /**
   * The limit as a noun for the sentence said when the plan has none ("deductible", "family
   * out-of-pocket maximum"): "Your plan has no deductible." The label is not used for it: a label
   * such as "Your deductible" or "Used this year" does not fit the sentence.
   */
  limitName?: string;
  /** Said when there is no limit, in place of the sentence limitName makes; "Your plan has none." without either. */
  noLimitText?: string;
  /** Said once the limit is reached; "Reached for this plan year" ("All used..." for `used`) by default. */
  reachedText?: string;
}

/** How much of a limit is met, as a whole percentage from 0 to 100. */
export function percentOf(value: number, limit: number): number {
  return Math.min(100, Math.floor((Math.max(0, value) / limit) * 100));
}

/** What is left before a limit is reached, never below zero (to the cent). */
export function remainingOf(value: number, limit: number): number {
  return Math.max(0, Math.round((limit - value) * 100) / 100);
}

/**
 * The deductible, out-of-pocket, benefit-maximum and units meter: a bar a member reads at a glance,
 * and every figure as text beside it ("$320.44 of $3,000.00 met (10%)", "$2,679.56 remaining"), so the numbers
 * reach a screen reader, a zoomed screen and a member who cannot tell the bar's colours apart. The bar
 * is a native progress element named by the label, with its figures as its value text.
 */
export function ProgressMeter({
  label,
  value,
  limit,
  verb = 'met',
  format = formatMoney,
  limitName,
  noLimitText,
  reachedText,
}: ProgressMeterProps) {
  const labelId = useId();
  if (!(limit > 0)) {
    return (
      <div className={styles.meter}>
        <span className={styles.label}>{label}</span>
        <span>{noLimitText ?? (limitName ? `Your plan has no ${limitName}.` : 'Your plan has none.')}</span>
      </div>
    );
  }
  const reached = value >= limit;
  const figures = `${format(Math.max(0, value))} of ${format(limit)} ${verb} (${percentOf(value, limit)}%)`;
  return (
    <div className={styles.meter}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.figures}>{figures}</span>
      </div>
      <progress
        className={styles.bar}
        aria-labelledby={labelId}
        aria-valuetext={figures}
        max={limit}
        value={Math.min(Math.max(0, value), limit)}
      />
      <span className={styles.remaining}>
        {reached
          ? (reachedText ?? (verb === 'met' ? 'Reached for this plan year' : 'All used for this plan year'))
          : `${format(remainingOf(value, limit))} remaining`}
      </span>
    </div>
  );
}
