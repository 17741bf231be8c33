import { useId } from 'react';
import { formatMoney } from '@portal/ui';
import { amountOfLimit, percentMet, remainingOf } from '../formatting/money';
import styles from './spending.module.css';

interface ProgressMeterProps {
  label: string;
  met: number;
  limit: number;
  /** "met" for deductibles and out-of-pocket maximums, "used" for a benefit maximum. */
  verb?: 'met' | 'used';
}

/**
 * A bar a member reads at a glance, with every figure also as text: the bar is a native progress
 * element named by the label, so screen readers get the same numbers.
 */
export function ProgressMeter({ label, met, limit, verb = 'met' }: ProgressMeterProps) {
  const id = useId();
  const percent = percentMet(met, limit);
  if (percent === null) {
    return (
      <div className={styles.meter}>
        <span className={styles.meterLabel}>{label}</span>
        <span>Your plan has no {label.toLowerCase()}.</span>
      </div>
    );
  }
  const reached = met >= limit;
  return (
    <div className={styles.meter}>
      <div className={styles.meterHeader}>
        <span id={id} className={styles.meterLabel}>
          {label}
        </span>
        <span>
          {amountOfLimit(met, limit)} {verb} ({percent}%)
        </span>
      </div>
      <progress className={styles.bar} aria-labelledby={id} max={limit} value={Math.min(Math.max(0, met), limit)} />
      <span className={styles.remaining}>
        {reached ? (verb === 'met' ? 'Reached for this plan year' : 'All used for this plan year') : `${formatMoney(remainingOf(met, limit))} remaining`}
      </span>
    </div>
  );
}
