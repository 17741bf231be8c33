import { ProgressMeter } from '@portal/ui';
import styles from './authorizations.module.css';

interface Units {
  unitsRequested?: number;
  unitsApproved?: number;
  unitsUsed?: number;
}

const count = (value: number) => `${value} ${value === 1 ? 'unit' : 'units'}`;

/**
 * Approved versus requested units, and versus used units where the data has them. Without an approved
 * figure (a request not decided on) the section shows what was requested alone, under its own name.
 */
export function AuthorizationUnits({ unitsRequested, unitsApproved, unitsUsed }: Units) {
  if (unitsApproved === undefined && unitsRequested === undefined) return null;
  return (
    <section aria-labelledby="auth-units-heading">
      <h2 id="auth-units-heading">{unitsApproved === undefined ? 'Requested units' : 'Approved units'}</h2>
      <p className={styles.note}>A unit is one day of a stay, one visit or one treatment, depending on the service.</p>
      <ul className={styles.figures}>
        {unitsRequested !== undefined && (
          <li>
            <span className={styles.figureLabel}>Requested</span> <span className={styles.figure}>{count(unitsRequested)}</span>
          </li>
        )}
        {unitsApproved !== undefined && (
          <li>
            <span className={styles.figureLabel}>Approved</span> <span className={styles.figure}>{count(unitsApproved)}</span>
          </li>
        )}
        {unitsUsed !== undefined && (
          <li>
            <span className={styles.figureLabel}>Used</span> <span className={styles.figure}>{count(unitsUsed)}</span>
          </li>
        )}
      </ul>
      {unitsUsed !== undefined && unitsApproved !== undefined && (
        <ProgressMeter
          label="Approved units used"
          value={unitsUsed}
          limit={unitsApproved}
          verb="used"
          format={String}
          reachedText="All approved units are used"
          noLimitText="No units were approved."
        />
      )}
    </section>
  );
}
