import { useApiData } from '@portal/api-client/use-api-data';
import { ProgressMeter } from '@portal/ui';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import styles from '../dashboard.module.css';

/**
 * What a dental member looks for first: how much of the plan year's annual maximum is used and how
 * much is left, then the deductible. The figures come from the spending call's benefitMaximum.
 */
export function AnnualMaximumCard({ memberId, link }: { memberId: string; link?: { to: string; label: string } }) {
  const data = useApiData((signal) => dashboardData.spending(memberId, signal), `spending:${memberId}`);
  return (
    <DashboardCard title="Annual maximum" data={data} link={link}>
      {(spending) => (
        <>
          <p className={styles.muted}>{spending.planYear} plan year</p>
          {spending.benefitMaximum ? (
            <ProgressMeter label="Used this year" limitName="annual maximum" value={spending.benefitMaximum.used} limit={spending.benefitMaximum.limit} verb="used" />
          ) : (
            <p>Your plan has no annual maximum.</p>
          )}
          <ProgressMeter label="Your deductible" limitName="deductible" value={spending.member.deductible.inNetwork.met} limit={spending.member.deductible.inNetwork.limit} />
        </>
      )}
    </DashboardCard>
  );
}
