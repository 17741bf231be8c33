// A titled part of a page (a region named by its h2), so screen-reader users can jump between the
// parts, and one failing part never hides the others.
import { useId, type ReactNode } from 'react';
import styles from './common.module.css';

export function PageSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
