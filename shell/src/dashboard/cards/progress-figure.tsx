import { useId } from 'react';
import { formatMoney } from '@portal/ui';
import styles from '../dashboard.module.css';

/** A progress bar a member reads at a glance, with the figures as text for everyone. */
export function ProgressFigure({ label, met, limit }: { label: string; met: number; limit: number }) {
  const id = useId();
  const value = limit > 0 ? Math.min(met, limit) : 0;
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span id={id}>{label}</span>
        <span>
          {formatMoney(met)} of {formatMoney(limit)}
        </span>
      </div>
      <progress aria-labelledby={id} max={limit > 0 ? limit : 1} value={value} />
      <span className={styles.muted}>{formatMoney(Math.max(0, limit - met))} remaining</span>
    </div>
  );
}
