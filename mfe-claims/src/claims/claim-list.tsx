import { Link } from '@portal/routing';
import { Card, CardGrid, StatusBadge, formatPersonName } from '@portal/ui';
import { claimStatusColor } from '@portal/contracts/claim-status';
import { formatDate } from '@portal/ui/dates/display';
import { ClaimAmounts } from './claim-amounts';
import type { ClaimSummary } from './api';
import styles from './claims.module.css';

/** One card per claim: provider (the link to its details) and status, date and patient, then the money. */
export function ClaimList({ claims }: { claims: readonly ClaimSummary[] }) {
  return (
    <CardGrid list minColumnWidth="single">
      {claims.map((claim) => (
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
            {formatDate(claim.serviceDate)} · {formatPersonName(claim.patientName)} · {claim.claimType}
          </p>
          <ClaimAmounts claim={claim} />
        </Card>
      ))}
    </CardGrid>
  );
}
