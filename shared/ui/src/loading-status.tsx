// What a page or card shows while its data (or its code) loads: a status announced politely. The
// portal keeps no timeout on its calls; instead, a load still running after 8 seconds says so, in
// the same place, and the line goes with the loading state once the load ends.
import { useEffect, useState, type ReactNode } from 'react';
import styles from './loading-status.module.css';

/** How long a load runs before the member is told it is taking longer than usual. */
const slowLoadAfterMs = 8_000;
export const slowLoadMessage = 'This is taking longer than usual.';

/**
 * Nothing for the first 8 seconds it is shown, then "This is taking longer than usual." Put it inside
 * the live region that says the load is running (LoadingStatus does), so it is announced there.
 */
export function SlowLoadNotice() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowLoadAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <span className={styles.slowNotice}>{slowLoadMessage}</span> : null;
}

/**
 * A polite status while something loads: the loading text (`textHidden` when the place shows a shape
 * of the content instead, as a dashboard card does), and the slow-load line after 8 seconds.
 */
export function LoadingStatus({
  children,
  className,
  textHidden = false,
}: {
  children: ReactNode;
  className?: string;
  textHidden?: boolean;
}) {
  if (textHidden) {
    return (
      <div role="status" className={className}>
        <span className="portal-visually-hidden">{children}</span>
        <SlowLoadNotice />
      </div>
    );
  }
  return (
    <p role="status" className={className}>
      {children}
      <SlowLoadNotice />
    </p>
  );
}
