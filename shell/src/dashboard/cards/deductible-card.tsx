import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';
import { ProgressFigure } from './progress-figure';
import styles from '../dashboard.module.css';

/** Deductible and out-of-pocket progress, and the family's when the plan has family accumulators. */
export function DeductibleCard({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.spending(memberId, signal), `spending:${memberId}`);
  return (
    <DashboardCard title="Deductible progress" data={data} link={{ to: '/spending-details', label: 'View spending details' }}>
      {(spending) => (
        <>
          <p className={styles.muted}>{spending.planYear} plan year, in network</p>
          <ProgressFigure label="Your deductible" met={spending.member.deductible.inNetwork.met} limit={spending.member.deductible.inNetwork.limit} />
          <ProgressFigure label="Your out-of-pocket" met={spending.member.outOfPocket.inNetwork.met} limit={spending.member.outOfPocket.inNetwork.limit} />
          {spending.family && (
            <section aria-label="Family spending details" className={styles.family}>
              <h3>Family spending details</h3>
              <ProgressFigure label="Family deductible" met={spending.family.deductible.inNetwork.met} limit={spending.family.deductible.inNetwork.limit} />
              <ProgressFigure label="Family out-of-pocket" met={spending.family.outOfPocket.inNetwork.met} limit={spending.family.outOfPocket.inNetwork.limit} />
            </section>
          )}
        </>
      )}
    </DashboardCard>
  );
}
