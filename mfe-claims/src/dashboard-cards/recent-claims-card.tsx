// The dashboard's Recent claims card (declared in src/remote-manifest.ts; the shell draws its frame).
import { Fragment } from 'react';
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { Link } from '@portal/routing';
import { Money, RowList, StatusBadge, formatPersonName } from '@portal/ui';
import { claimStatusColor, isPendingClaim } from '@portal/contracts/claim-status';
import { formatDate } from '@portal/ui/dates/display';
import '../app-name';
import { loadLatestClaims } from '../claims/api';
import styles from './dashboard-cards.module.css';

/** The three most recent claims, with their status and what the member owes (not yet known while pending). */
export default function RecentClaimsCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadLatestClaims(memberId, 3, signal), `claims:${memberId}`);
  return (
    <DashboardCardData data={data} {...props}>
      {({ claims }) =>
        claims.length === 0 ? (
          <p>You have no claims yet.</p>
        ) : (
          <RowList spacing="compact">
            {claims.map((claim) => (
              <Fragment key={claim.claimId}>
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
              </Fragment>
            ))}
          </RowList>
        )
      }
    </DashboardCardData>
  );
}
