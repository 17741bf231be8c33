import { Link } from '@portal/routing';
import { formatDate, formatMoney } from '@portal/ui';
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

/** The three most recent claims, with what the member owes first (issue 5: what matters now). */
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
                <Link to={`/claim-details/${encodeURIComponent(claim.claimId)}`}>
                  {claim.providerName}
                  <span className="portal-visually-hidden">, claim {claim.claimId}</span>
                </Link>
                <span>
                  {formatDate(claim.serviceDate)} · {claim.patientName} · {claim.status}
                </span>
                <strong>{claim.memberOwe === null ? `You owe: ${formatMoney(null)}` : `You owe ${formatMoney(claim.memberOwe)}`}</strong>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}
