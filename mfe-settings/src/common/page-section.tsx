// A titled part of a page: the kit's card, a region named by its h2, so screen-reader users can jump
// between the parts, and one failing part never hides the others.
import type { ReactNode } from 'react';
import { Card } from '@portal/ui';
import styles from './common.module.css';

export function PageSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} className={styles.section}>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </Card>
  );
}
