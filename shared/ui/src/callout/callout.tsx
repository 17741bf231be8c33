import { useId, type ReactNode } from 'react';
import styles from './callout.module.css';

export interface CalloutProps {
  title: string;
  /** What every member should read: a sentence or two. */
  children: ReactNode;
  /** The rest, behind "Read more" (a native disclosure, so it works with no script and a keyboard). */
  more?: ReactNode;
  /** The disclosure's label; says what it holds, e.g. "More about EOBs". */
  moreLabel?: string;
  headingLevel?: 2 | 3;
  tone?: 'info' | 'warning';
}

/**
 * A short note beside the page's main content (when claims appear, what an EOB is, a warning). On a
 * phone a notice must not push the content down a screen: the callout keeps to its title and a
 * sentence or two, and anything longer waits behind "Read more" with none of its text lost.
 */
export function Callout({ title, children, more, moreLabel = 'Read more', headingLevel = 2, tone = 'info' }: CalloutProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={`${styles.callout} ${styles[tone]}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>{children}</div>
      {more && (
        <details className={styles.more}>
          <summary>{moreLabel}</summary>
          <div className={styles.body}>{more}</div>
        </details>
      )}
    </aside>
  );
}
