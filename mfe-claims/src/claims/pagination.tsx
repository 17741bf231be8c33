import { pageItems } from './page-items';
import styles from './claims.module.css';

interface PaginationProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, numbered pages and Next; the current page is marked for assistive technology. */
export function Pagination({ label, page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        <li>
          <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous<span className="portal-visually-hidden"> page</span>
          </button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.pageButton} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            Next<span className="portal-visually-hidden"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
