import { Button } from '@portal/ui';
import styles from './authorizations.module.css';

/** Previous and Next with the position in words; hidden when everything fits on one page. */
export function Pager({ page, totalPages, label, onChange }: { page: number; totalPages: number; label: string; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
