// The one pager of the portal's lists: "Page N of M", Previous, the page numbers of pageItems and Next,
// with the current page marked for assistive technology. Pages that are addresses (/messages/2) are
// links (`hrefFor`); pages kept in state are buttons (`onPage`). Hidden when everything fits on one page.
import type { ReactNode } from 'react';
import { Link } from '@portal/routing';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

interface PaginationBase {
  /** The navigation landmark's name, e.g. "Claims pages". */
  label: string;
  page: number;
  totalPages: number;
}

export type PaginationProps = PaginationBase &
  ({ onPage: (page: number) => void; hrefFor?: undefined } | { hrefFor: (page: number) => string; onPage?: undefined });

export function Pagination({ label, page, totalPages, onPage, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;

  const pageControl = (target: number, content: ReactNode, { current = false, name }: { current?: boolean; name?: string } = {}) => {
    const className = current ? `${styles.page} ${styles.current}` : styles.page;
    if (hrefFor) {
      return (
        <Link to={hrefFor(target)} className={className} aria-current={current ? 'page' : undefined} aria-label={name}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-current={current ? 'page' : undefined}
        aria-label={name}
        onClick={() => !current && onPage?.(target)}
      >
        {content}
      </button>
    );
  };

  // Links leave out a step that goes nowhere; buttons stay in place, disabled, so the row does not jump.
  const step = (target: number, text: string, available: boolean) => {
    if (available)
      return (
        <li>
          {pageControl(
            target,
            <>
              {text}
              <span className="portal-visually-hidden"> page</span>
            </>,
          )}
        </li>
      );
    if (hrefFor) return null;
    return (
      <li>
        <button type="button" className={styles.page} disabled>
          {text}
          <span className="portal-visually-hidden"> page</span>
        </button>
      </li>
    );
  };

  return (
    <nav aria-label={label} className={styles.pagination}>
      <p className={styles.position}>
        Page {page} of {totalPages}
      </p>
      <ul className={styles.pages}>
        {step(page - 1, 'Previous', page > 1)}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{pageControl(item, item, { current: item === page, name: `Page ${item}` })}</li>
          ),
        )}
        {step(page + 1, 'Next', page < totalPages)}
      </ul>
    </nav>
  );
}
