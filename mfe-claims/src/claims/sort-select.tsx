import { useId } from 'react';
import { selectClassName } from '@portal/ui';
import { claimSorts, isClaimSort, type ClaimSort } from './claim-filters';
import styles from './claims.module.css';

/** The list's order; changing it reloads the list at page 1 (the results summary announces it). */
export function SortSelect({ value, onChange }: { value: ClaimSort; onChange: (sort: ClaimSort) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className={selectClassName()}
        value={value}
        onChange={(event) => isClaimSort(event.target.value) && onChange(event.target.value)}
      >
        {claimSorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
