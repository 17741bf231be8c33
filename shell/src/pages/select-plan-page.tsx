// /select-plan: the member's active and inactive plans. Straight after sign-in (the logging-in flag)
// the first plan is chosen for them, with "Opening your plan…" and never the list in the meantime;
// from Switch Plans they choose. Choosing loads the plan's rights and goes to the saved deep link,
// else the plan's dashboard.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { dashboardPath } from '@portal/contracts/route-table';
import { withPageLoading } from '@portal/api-client';
import { readSessionItem, sessionKeys, useSession, writeSessionItem } from '@portal/session';
import { Button, DataList, ErrorAlert, LoadingStatus } from '@portal/ui';
import { DisplayDate } from '../dates/display-date';
import { choosePlan, firstPlan, loadMemberships } from '@portal/rights';
import styles from './select-plan-page.module.css';

function PlanList({
  title,
  plans,
  onChoose,
  busy,
}: {
  title: string;
  plans: SelectedPlan[];
  onChoose: (plan: SelectedPlan) => void;
  busy: boolean;
}) {
  if (plans.length === 0) return null;
  const headingId = `plans-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={`${plan.memberId}-${plan.contractType}`} className={styles.plan}>
            <h3>{plan.lobDisplayName}</h3>
            <DataList
              items={[
                ['Coverage', plan.contractType],
                ['Member ID', plan.memberId],
                ['Start Date', <DisplayDate value={plan.origEffDate} />],
              ]}
            />
            {/* The accessible name starts with the visible text (WCAG 2.5.3) and names the plan. */}
            <Button
              onClick={() => onChoose(plan)}
              disabled={busy}
              aria-label={`Choose this plan: ${plan.lobDisplayName} (${plan.contractType})`}
            >
              Choose this plan
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SelectPlanPage() {
  const navigate = useNavigate();
  const memberships = useSession((state) => state.memberships);
  const [status, setStatus] = useState<'idle' | 'choosing' | 'failed'>('idle');

  // Straight after sign-in (the logging-in flag, read once: it is cleared as the plan is chosen) the
  // member lands on their first plan without a stop here, so the list must not show meanwhile.
  const [choosingFirst, setChoosingFirst] = useState(() => readSessionItem(sessionKeys.loggingIn) === 'true');
  const firstChosen = useRef(false);

  const goToPlan = (plan: SelectedPlan) =>
    withPageLoading(choosePlan(plan)).then(
      () => {
        const deepLink = readSessionItem(sessionKeys.deepLink);
        writeSessionItem(sessionKeys.deepLink, null);
        navigate(deepLink ?? dashboardPath(plan.contractType), { replace: true });
      },
      () => {
        // The member chooses from the list instead, with the failure above it.
        setChoosingFirst(false);
        setStatus('failed');
      },
    );
  const choose = (plan: SelectedPlan) => {
    setStatus('choosing');
    void goToPlan(plan);
  };

  useEffect(() => {
    // The plans as they are now; the session's copy (if any) shows meanwhile.
    loadMemberships({ fresh: true }).then(
      () => undefined,
      () => setStatus('failed'),
    );
  }, []);

  const first = memberships.loaded ? firstPlan(memberships) : null;
  useEffect(() => {
    if (!choosingFirst || !first || firstChosen.current) return;
    firstChosen.current = true;
    writeSessionItem(sessionKeys.loggingIn, null);
    void goToPlan(first);
    // goToPlan() navigates away; running it once per sign-in is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choosingFirst, first]);

  const noPlan = memberships.loaded && first === null;
  if (choosingFirst && status !== 'failed' && !noPlan) {
    return <LoadingStatus>Opening your plan…</LoadingStatus>;
  }
  if (!memberships.loaded && status !== 'failed') {
    return <LoadingStatus>Loading your plans…</LoadingStatus>;
  }
  return (
    <>
      <h1 tabIndex={-1}>Select a plan</h1>
      {status === 'failed' && (
        <ErrorAlert>
          <p>We couldn&apos;t load your plan. Please try again.</p>
        </ErrorAlert>
      )}
      {memberships.loaded && memberships.active.length + memberships.inactive.length === 0 && (
        <p>We couldn&apos;t find a plan for your account.</p>
      )}
      <PlanList title="Active plans" plans={memberships.active} onChoose={choose} busy={status === 'choosing'} />
      <PlanList title="Inactive plans" plans={memberships.inactive} onChoose={choose} busy={status === 'choosing'} />
    </>
  );
}
