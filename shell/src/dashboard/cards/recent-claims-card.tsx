import { Link } from '@portal/routing';
import { Money, StatusBadge, claimStatusColor, formatPersonName, isPendingClaim } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';
import styles from '../dashboard.module.css';

/** Three rows the height of loaded claim rows (a link, a detail line and the amount owed). */
const claimRowsShape = (
  <ul className={styles.rows}>
    {[1, 2, 3].map((row) => (
      <li key={row} className={`${styles.row} ${styles.placeholderRow}`}>
        <span />
        <span />
        <span />
      </li>
    ))}
  </ul>
);

/** The three most recent claims, with their status and what the member owes (not yet known while pending). */
export function RecentClaimsCard({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.recentClaims(memberId, signal), `claims:${memberId}`);
  return (
    <DashboardCard title="Recent claims" data={data} link={{ to: '/claims', label: 'View all claims' }} wide loadingShape={claimRowsShape}>
      {({ claims }) =>
        claims.length === 0 ? (
          <p>You have no claims yet.</p>
        ) : (
          <ul className={styles.rows}>
            {claims.map((claim) => (
              <li key={claim.claimId} className={styles.row}>
                <span className={styles.claimTitle}>
                  <Link to={`/claim-details/${encodeURIComponent(claim.claimId)}`}>
                    {claim.providerName}
                    <span className="portal-visually-hidden">, claim {claim.claimId}</span>
                  </Link>
                  <StatusBadge color={claimStatusColor(claim.status)}>{claim.status}</StatusBadge>
                </span>
                <span>
                  {formatDate(claim.serviceDate)} · {formatPersonName(claim.patientName)}
                </span>
                <strong>
                  You owe <Money amount={claim.memberOwe} pending={isPendingClaim(claim.status)} />
                </strong>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}
