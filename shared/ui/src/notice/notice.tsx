import { Children, type ReactNode, type Ref } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  /** The news, in bold on the first line ("Thank you. Your message has been sent."). */
  title?: ReactNode;
  /** Makes the title a heading, where the notice starts a part of the page; a bold paragraph by default. */
  headingLevel?: 2 | 3;
  /** The rest: a sentence or two, a link or a button (what to do next). */
  children?: ReactNode;
  /**
   * "status" for the result of what the member just did (sent, saved, changed, deleted): a polite live
   * region. Keep such a notice in the page from the start, empty until the result, so assistive
   * technology is already listening when the words appear (a region added with its text is often missed).
   */
  role?: 'status';
  /** -1 where the notice takes focus, after a change that removed the control the member used. */
  tabIndex?: -1;
  ref?: Ref<HTMLDivElement>;
  /** Placement in the parent's layout (a grid column); the notice's look is its own. */
  className?: string;
}

/**
 * A notice in the flow of the page: the result of what the member did ("Your message has been sent",
 * "Your primary care provider is changed") or a note that must be read before going on. One look for
 * every app (docs/design-kit.md: a remote keeps no notice CSS of its own): the brand-coloured
 * edge on the quiet surface. Empty, it is an invisible live region with
 * no box and no space. A note beside the content with a title and "Read more" is a Callout; an error
 * is an ErrorAlert.
 */
export function Notice({ title, headingLevel, children, role, tabIndex, ref, className }: NoticeProps) {
  const shown = Boolean(title) || Children.toArray(children).length > 0;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const classes = [shown ? styles.notice : undefined, className].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} className={classes}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      {children}
    </div>
  );
}
