import { useApiData } from '@portal/api-client/use-api-data';
import { formatDate, insurerToday } from '@portal/ui/dates';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { examEligibility, lastExamDate, type ExamRule } from './exam-eligibility';
import styles from '../dashboard.module.css';

/** The newest claims are enough: a routine exam is at most a year or so back. */
const claimsToRead = 5;

async function loadLastExam(memberId: string, rule: ExamRule, signal: AbortSignal): Promise<string | null> {
  const { claims } = await dashboardData.latestClaims(memberId, claimsToRead, signal);
  // The claims list has no service lines; the newest few claims' details say which were exams.
  const details = await Promise.all(claims.map((claim) => dashboardData.claimDetail(memberId, claim.claimId, signal)));
  return lastExamDate(details, rule);
}

/** When the member's next routine dental checkup or eye exam is covered, from their claims. */
export function NextExamCard({ memberId, rule, findCareAllowed }: { memberId: string; rule: ExamRule; findCareAllowed: boolean }) {
  const data = useApiData((signal) => loadLastExam(memberId, rule, signal), `last-exam:${memberId}:${rule.examName}`);
  return (
    <DashboardCard title={rule.title} data={data} link={findCareAllowed ? { to: '/find-care', label: rule.findCareLabel } : undefined}>
      {(lastExam) => {
        const eligibility = examEligibility(lastExam, rule, insurerToday());
        return (
          <>
            {eligibility.kind === 'no-record' && <p className={styles.figure}>You can have your {rule.examName} now.</p>}
            {eligibility.kind === 'covered-now' && <p className={styles.figure}>Your next {rule.examName} is covered now.</p>}
            {eligibility.kind === 'covered-from' && (
              <p className={styles.figure}>
                Your next {rule.examName} is covered from {formatDate(eligibility.next)}.
              </p>
            )}
            <p>
              {eligibility.kind === 'no-record'
                ? `We have no ${rule.examName} on record for you in your recent claims.`
                : `Your last ${rule.examName} on record: ${formatDate(eligibility.last)}.`}{' '}
              {rule.coverageText}
            </p>
          </>
        );
      }}
    </DashboardCard>
  );
}
