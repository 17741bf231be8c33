// The dashboard's Deductible progress card (declared in src/remote-manifest.ts).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { isMedicareAdvantagePlan, medicareOutOfPocketLabel } from '@portal/contracts/medicare-advantage';
import { useRights } from '@portal/rights';
import { useSelectedMemberId, useSession } from '@portal/session';
import { ProgressMeter } from '@portal/ui';
import '../app-name';
import { loadSpendingOfCard } from '../spending/api';
import styles from './dashboard-cards.module.css';

/** Deductible and out-of-pocket progress, and the family's when the plan has family accumulators. */
export default function DeductibleCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadSpendingOfCard(memberId, signal), `spending:${memberId}`);
  // Medicare calls the yearly limit of what the member pays the maximum out-of-pocket.
  const medicare = isMedicareAdvantagePlan(
    useSession((state) => state.selectedPlan),
    useRights((state) => state.rights),
  );
  const outOfPocket = medicare
    ? { label: medicareOutOfPocketLabel, limitName: medicareOutOfPocketLabel.toLowerCase() }
    : { label: 'Your out-of-pocket', limitName: 'out-of-pocket maximum' };
  return (
    <DashboardCardData data={data} {...props}>
      {(spending) => (
        <>
          <p className={styles.muted}>{spending.planYear} plan year, in network</p>
          <ProgressMeter
            label="Your deductible"
            limitName="deductible"
            value={spending.member.deductible.inNetwork.met}
            limit={spending.member.deductible.inNetwork.limit}
          />
          <ProgressMeter
            label={outOfPocket.label}
            limitName={outOfPocket.limitName}
            value={spending.member.outOfPocket.inNetwork.met}
            limit={spending.member.outOfPocket.inNetwork.limit}
          />
          {spending.family && (
            <section aria-label="Family spending details" className={styles.family}>
              <h3>Family spending details</h3>
              <ProgressMeter
                label="Family deductible"
                limitName="family deductible"
                value={spending.family.deductible.inNetwork.met}
                limit={spending.family.deductible.inNetwork.limit}
              />
              <ProgressMeter
                label="Family out-of-pocket"
                limitName="family out-of-pocket maximum"
                value={spending.family.outOfPocket.inNetwork.met}
                limit={spending.family.outOfPocket.inNetwork.limit}
              />
            </section>
          )}
        </>
      )}
    </DashboardCardData>
  );
}
