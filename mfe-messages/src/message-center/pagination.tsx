import { Link } from 'react-router-dom';
import { messageListPath } from '../messages/list-position';
import { pageItems } from './page-param';
import styles from './message-center.module.css';

/** Links to the other pages of the list; the current page is marked for assistive technology too. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Message pages" className={styles.pagination}>
      <p className={styles.pageOf}>
        Page {page} of {totalPages}
      </p>
      <ul className={styles.pages}>
        {page > 1 && (
          <li>
            <Link to={messageListPath(page - 1)} rel="prev" className={styles.pageLink}>
              Previous<span className="portal-visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={messageListPath(item)}
                className={item === page ? `${styles.pageLink} ${styles.currentPage}` : styles.pageLink}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={messageListPath(page + 1)} rel="next" className={styles.pageLink}>
              Next<span className="portal-visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
