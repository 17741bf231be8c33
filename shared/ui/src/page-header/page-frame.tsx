import type { ReactNode } from 'react';
import { MemberGreeting } from '../member-greeting';
import { PageHeader, type PageHeaderProps } from './page-header';
import styles from './page-frame.module.css';

/** How wide a page's column may grow: the portal's content width, a medium column, or a reading measure. */
export type PageWidth = 'content' | 'medium' | 'reading';

export interface PageFrameProps extends Omit<PageHeaderProps, 'children'> {
  /** Whose information the page shows, as one line under the title. */
  greeting?: { name: string | null; memberId?: string | undefined };
  /** The page container's width; the content width unless the page is a single narrow column. */
  width?: PageWidth;
  /** The page's own class, for rules of its own (never its width: that is `width`). */
  className?: string;
  /** The page's body, under the header. */
  children?: ReactNode;
}

/** Every member page: the kit's page container, its header (way back, title, greeting, lead) and its body. */
export function PageFrame({ greeting, width = 'content', className, children, ...header }: PageFrameProps) {
  const classes = [styles.page, width === 'content' ? undefined : styles[width], className].filter(Boolean).join(' ');
  return (
    <article className={classes}>
      <PageHeader {...header}>{greeting && <MemberGreeting name={greeting.name} memberId={greeting.memberId} />}</PageHeader>
      {children}
    </article>
  );
}
