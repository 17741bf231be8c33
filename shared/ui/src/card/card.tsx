import { useId, type ReactNode, type Ref } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** The card's heading. With `as="section"` (the default) it also names the card as a region. */
  title?: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Beside the title, e.g. a StatusBadge; wraps under it on a narrow screen. */
  aside?: ReactNode;
  /** Above the title, e.g. a program's illustration (decorative, hidden from assistive technology by its owner). */
  media?: ReactNode;
  /** The last line of the card, e.g. a link to the page with the details. */
  footer?: ReactNode;
  /**
   * section: a named region (dashboard cards, page parts a screen-reader user jumps between);
   * article: one item of a list (a claim, a program), named by its title; div: a plain box.
   */
  as?: 'section' | 'article' | 'div';
  /** "highlight" draws the brand-coloured edge of a summary the member reads first (what you owe). */
  tone?: 'default' | 'highlight';
  className?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A bordered box with an optional heading, the one card of the portal: dashboards, lists of claims,
 * authorizations, programs and providers, and settings sections all use it, so every team's cards look
 * alike. Its height follows its content (a card grid never stretches it).
 */
export function Card({
  title,
  headingLevel = 2,
  aside,
  media,
  footer,
  as: Element = 'section',
  tone = 'default',
  className,
  headingRef,
  children,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // A section is a region and an article an item, each named by its heading; a div is just a box.
  const named = Element !== 'div' && title !== undefined;
  return (
    <Element
      className={[styles.card, tone === 'highlight' ? styles.highlight : undefined, className].filter(Boolean).join(' ')}
      aria-labelledby={named ? headingId : undefined}
    >
      {media}
      {title !== undefined && (
        <div className={styles.header}>
          <Heading id={headingId} ref={headingRef} className={styles.title}>
            {title}
          </Heading>
          {aside}
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
