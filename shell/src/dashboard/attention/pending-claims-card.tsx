import { useApiData } from '@portal/api-client/use-api-data';
import { formatDate } from '@portal/ui/dates';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import styles from '../dashboard.module.css';
import { attentionShape } from './attention-shapes';

/** How many, what that means, and the newest two. */
const pendingClaimsShape = attentionShape({ figureLines: 2, textLines: 2, listItems: 2 });

/** Claims still being processed: how many, and the newest few; what the member owes is not known yet. */
export function PendingClaimsCard({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.pendingClaims(memberId, signal), `pending-claims:${memberId}`);
  return (
    <DashboardCard title="Claims in process" data={data} link={{ to: '/claims', label: 'View your claims' }} loadingShape={pendingClaimsShape}>
      {({ claims, total }) =>
        total === 0 ? (
          <p>No claims are being processed right now.</p>
        ) : (
          <>
            <p className={styles.figure}>
              {total === 1 ? '1 claim is' : `${total} claims are`} being processed.
            </p>
            <p>What you owe shows once we finish processing {total === 1 ? 'it' : 'them'}.</p>
            <ul className={styles.plainList}>
              {claims.map((claim) => (
                <li key={claim.claimId}>
                  {claim.providerName}, {formatDate(claim.serviceDate)}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </DashboardCard>
  );
}
