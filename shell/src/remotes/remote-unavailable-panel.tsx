import { useEffect, useRef } from 'react';
import { Button } from '@portal/ui';
import styles from './remote-unavailable-panel.module.css';

/** Shown in place of a remote's page when it cannot be loaded or its page fails. */
export function RemoteUnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.panel} aria-labelledby="remote-unavailable-heading">
      <h1 id="remote-unavailable-heading" ref={headingRef} tabIndex={-1}>
        This section is temporarily unavailable
      </h1>
      <p>We couldn&apos;t load this part of the portal. The rest of the portal still works. Please try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
