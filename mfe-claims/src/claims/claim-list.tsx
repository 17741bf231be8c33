import { Link } from '@portal/routing';
import { formatMoney, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import type { ClaimSummary } from './claims-api';
import { youOweText } from './claim-phrases';
import { ClaimStatusLabel } from './claim-status';
import styles from './claims.module.css';

/** One card per claim: provider (the link to its details), date, patient and status, then the money. */
export function ClaimList({ claims }: { claims: readonly ClaimSummary[] }) {
  return (
    <ul className={styles.claimList}>
      {claims.map((claim) => (
        <li key={claim.claimId} className={styles.claim}>
          <div className={styles.claimHeader}>
            <h3 className={styles.claimTitle}>
              <Link to={`/claim-details/${encodeURIComponent(claim.claimId)}`}>
                {claim.providerName}
                <span className="portal-visually-hidden">, claim {claim.claimId}</span>
              </Link>
            </h3>
            <ClaimStatusLabel status={claim.status} />
          </div>
          <p className={styles.claimMeta}>
            {formatDate(claim.serviceDate)} · {formatPersonName(claim.patientName)} · {claim.claimType}
          </p>
          <dl className={styles.amounts}>
            <div className={styles.owe}>
              <dt>You owe</dt>
              <dd>{youOweText(claim)}</dd>
            </div>
            <div>
              <dt>Plan paid</dt>
              <dd>{formatMoney(claim.planPaid)}</dd>
            </div>
            <div>
              <dt>Billed</dt>
              <dd>{formatMoney(claim.billed)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
