import styles from './claims.module.css';

const known = new Set(['processed', 'pending', 'denied', 'adjusted']);

/** A claim's status as text with a tint; the word carries the meaning, the colour only helps. */
export function ClaimStatusLabel({ status }: { status: string }) {
  const key = status.toLowerCase();
  return (
    <span className={styles.status} data-status={known.has(key) ? key : 'other'}>
      {status}
    </span>
  );
}
