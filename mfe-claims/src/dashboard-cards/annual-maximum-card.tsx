// The dashboard's Annual maximum card for a dental plan (declared in src/remote-manifest.ts).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { ProgressMeter } from '@portal/ui';
import '../app-name';
import { loadSpendingOfCard } from '../spending/api';
import styles from './dashboard-cards.module.css';

/**
 * What a dental member looks for first: how much of the plan year's annual maximum is used and how
 * much is left, then the deductible. The figures come from the spending call's benefitMaximum.
 */
export default function AnnualMaximumCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadSpendingOfCard(memberId, signal), `spending:${memberId}`);
  return (
    <DashboardCardData data={data} {...props}>
      {(spending) => (
        <>
          <p className={styles.muted}>{spending.planYear} plan year</p>
          {spending.benefitMaximum ? (
            <ProgressMeter
              label="Used this year"
              limitName="annual maximum"
              value={spending.benefitMaximum.used}
              limit={spending.benefitMaximum.limit}
              verb="used"
            />
          ) : (
            <p>Your plan has no annual maximum.</p>
          )}
          <ProgressMeter
            label="Your deductible"
            limitName="deductible"
            value={spending.member.deductible.inNetwork.met}
            limit={spending.member.deductible.inNetwork.limit}
          />
        </>
      )}
    </DashboardCardData>
  );
}
