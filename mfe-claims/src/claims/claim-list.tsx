import { Link } from '@portal/routing';
import { Card, CardGrid, Money, StatusBadge, claimStatusColor, formatDate, isPendingClaim } from '@portal/ui';
import type { ClaimSummary } from './claims-api';
import styles from './claims.module.css';

/** One card per claim: provider (the link to its details) and status, date and patient, then the money. */
export function ClaimList({ claims }: { claims: readonly ClaimSummary[] }) {
  return (
    <CardGrid list minColumnWidth="single">
      {claims.map((claim) => {
        const pending = isPendingClaim(claim.status);
        return (
          <Card
            key={claim.claimId}
            as="article"
            headingLevel={3}
            title={
              <Link to={`/claim-details/${encodeURIComponent(claim.claimId)}`}>
                {claim.providerName}
                <span className="portal-visually-hidden">, claim {claim.claimId}</span>
              </Link>
            }
            aside={<StatusBadge color={claimStatusColor(claim.status)}>{claim.status}</StatusBadge>}
          >
            <p className={styles.claimMeta}>
              {formatDate(claim.serviceDate)} · {claim.patientName} · {claim.claimType}
            </p>
            <dl className={styles.amounts}>
              <div className={styles.owe}>
                <dt>You owe</dt>
                <dd>
                  <Money amount={claim.memberOwe} pending={pending} />
                </dd>
              </div>
              <div>
                <dt>Plan paid</dt>
                <dd>
                  <Money amount={claim.planPaid} pending={pending} />
                </dd>
              </div>
              <div>
                <dt>Billed</dt>
                <dd>
                  <Money amount={claim.billed} />
                </dd>
              </div>
            </dl>
          </Card>
        );
      })}
    </CardGrid>
  );
}
