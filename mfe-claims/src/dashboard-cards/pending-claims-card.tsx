// The dashboard's Claims in process card, in Needs your attention (declared in src/remote-manifest.ts).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { formatDate } from '@portal/ui/dates/display';
import '../app-name';
import { loadLatestClaims } from '../claims/api';
import styles from './dashboard-cards.module.css';

/** Claims still being processed: how many, and the newest few; what the member owes is not known yet. */
export default function PendingClaimsCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadLatestClaims(memberId, 3, signal, { pendingOnly: true }), `pending-claims:${memberId}`);
  return (
    <DashboardCardData data={data} {...props}>
      {({ claims, total }) =>
        total === 0 ? (
          <p>No claims are being processed right now.</p>
        ) : (
          <>
            <p className={styles.figure}>{total === 1 ? '1 claim is' : `${total} claims are`} being processed.</p>
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
    </DashboardCardData>
  );
}
