import type { ReactNode, Ref } from 'react';
import { Link } from '@portal/routing';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one h1, in sentence case. */
  title: ReactNode;
  /** A link back up, above the title (e.g. "Back to claims"). */
  back?: { to: string; label: string };
  /** A short line under the title: what the page is for. */
  lead?: ReactNode;
  /** Under the title and before the lead, e.g. MemberGreeting. */
  children?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The top of every page: an optional way back, the title, whose information it is, and one line on what it is for. */
export function PageHeader({ title, back, lead, children, titleRef }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {back && (
        <p className={styles.back}>
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </h1>
      {children}
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
