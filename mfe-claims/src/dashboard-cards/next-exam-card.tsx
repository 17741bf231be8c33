// The dashboard's next checkup (Dental) or eye exam (Vision) card (declared in src/remote-manifest.ts,
// one card per contract type with its own title and link; this body picks the plan's exam rule).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSession, useSelectedMemberId } from '@portal/session';
import { formatDate, insurerToday } from '@portal/ui/dates/days';
import '../app-name';
import { loadClaim, loadLatestClaims } from '../claims/api';
import { examEligibility, examRules, lastExamDate, type ExamRule } from './exam-eligibility';
import styles from './dashboard-cards.module.css';

/** The newest claims are enough: a routine exam is at most a year or so back. */
const claimsToRead = 5;

async function loadLastExam(memberId: string, rule: ExamRule, signal: AbortSignal): Promise<string | null> {
  const { claims } = await loadLatestClaims(memberId, claimsToRead, signal);
  // The claims list has no service lines; the newest few claims' details say which were exams.
  const details = await Promise.all(claims.map((claim) => loadClaim(memberId, claim.claimId, signal)));
  return lastExamDate(details, rule);
}

/** When the member's next routine dental checkup or eye exam is covered, from their claims. */
export default function NextExamCard(props: DashboardCardBodyProps) {
  const plan = useSession((state) => state.selectedPlan);
  const memberId = useSelectedMemberId();
  const rule: ExamRule = plan?.contractType === 'Vision' ? examRules.Vision : examRules.Dental;
  const data = useApiData((signal) => loadLastExam(memberId, rule, signal), `last-exam:${memberId}:${rule.examName}`);
  return (
    <DashboardCardData data={data} {...props}>
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
    </DashboardCardData>
  );
}
