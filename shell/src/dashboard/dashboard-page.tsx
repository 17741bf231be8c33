// The medical, dental and vision dashboards (issues 5 and 25): the member's home, what needs their
// attention first (the bill, claims still in process, unread messages), then their plan. Each card is
// shown only when the route it leads to, or the call it makes, is allowed for this plan (contract type
// and rights, the same guard the router applies), and each loads on its own. A dental or vision plan
// gets what its members look for (the annual maximum, the next covered checkup or eye exam), never the
// medical layout with empty cards.
import { useEffect, type ReactNode } from 'react';
import { defaultFindCareTitle, pathAllowed, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession } from '@portal/session';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { CardGrid, PageHeader, formatPersonName } from '@portal/ui';
import { BillCard } from './attention/bill-card';
import { PendingClaimsCard } from './attention/pending-claims-card';
import { CareCostCard, type CareCostButton } from './cards/care-cost-card';
import { DeductibleCard } from './cards/deductible-card';
import { DocumentsCard } from './cards/documents-card';
import { IdCardCard } from './cards/id-card-card';
import { PrimaryCarePrompt } from './cards/primary-care-prompt';
import { ProgramsCard } from './cards/programs-card';
import { RecentClaimsCard } from './cards/recent-claims-card';
import { AnnualMaximumCard } from './plan-cards/annual-maximum-card';
import { examRules } from './plan-cards/exam-eligibility';
import { NextExamCard } from './plan-cards/next-exam-card';
import { planLead } from './plan-lead';
import { RemoteDashboardCards } from './remote-cards';
import { prefetchRemotePagesWhenIdle } from '../remotes/prefetch-remote-pages';
import styles from './dashboard.module.css';

/** Where members go from their dashboard: its cards' pages, fetched ahead while the browser is idle. */
const likelyNextPaths = ['/claims', '/id-card', '/messages', '/spending-details', '/programs', '/documents', '/payment-center'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The bill (policyholders only: the bill is theirs), claims in process, then the remotes' cards (unread messages). */
function NeedsAttention({ plan, rights, allowed }: { plan: SelectedPlan; rights: RightsRecord; allowed: (path: string) => boolean }) {
  return (
    <Section title="Needs your attention">
      <CardGrid minColumnWidth="narrow">
        {allowed('/payment-center') && plan.isPolicyHolder && <BillCard memberId={plan.memberId} autopayOffered={rights.payBill === true} />}
        {allowed('/claims') && <PendingClaimsCard memberId={plan.memberId} />}
        {/* The remotes' attention cards (the messages remote's unread messages), after these two. */}
        <RemoteDashboardCards slot="attention" plan={plan} rights={rights} />
      </CardGrid>
    </Section>
  );
}

export function DashboardPage() {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  // Title-cased like every name the portal shows (SPEC section 5).
  const name = formatPersonName(useMemberDisplayName());
  useEffect(() => {
    if (!plan || !rights) return undefined;
    return prefetchRemotePagesWhenIdle(likelyNextPaths.filter((path) => pathAllowed(path, plan, rights)));
  }, [plan, rights]);
  if (!plan || !rights) return null;
  const allowed = (path: string) => pathAllowed(path, plan, rights);
  const findCareTitle = rights.findCareAndCostDisplayText?.trim() || defaultFindCareTitle;
  const careButtons: CareCostButton[] = [
    { to: '/find-care', label: findCareTitle },
    { to: '/cost-estimates', label: 'Estimate a cost' },
    { to: '/coverage-and-copays', label: 'Coverage and copays' },
  ].filter((button) => allowed(button.to));
  const memberId = plan.memberId;
  const coverage = allowed('/coverage-and-copays') ? { to: '/coverage-and-copays', label: 'See what your plan covers' } : undefined;
  const examRule = plan.contractType === 'Dental' ? examRules.Dental : plan.contractType === 'Vision' ? examRules.Vision : null;

  return (
    <div className={styles.dashboard}>
      <PageHeader title={`Welcome${name ? `, ${name}` : ''}`} lead={planLead(plan)} />
      {allowed('/primary-care-provider') && <PrimaryCarePrompt memberId={memberId} />}
      <NeedsAttention plan={plan} rights={rights} allowed={allowed} />
      <Section title="Your plan">
        <CardGrid>
          {allowed('/claims') && <RecentClaimsCard memberId={memberId} />}
          {allowed('/spending-details') && <DeductibleCard memberId={memberId} />}
          {/* Dental: the annual maximum from the spending call, which the deductible right allows. */}
          {plan.contractType === 'Dental' && rights.deductible === true && <AnnualMaximumCard memberId={memberId} link={coverage} />}
          {/* Dental and vision: the next covered checkup or eye exam, from the plan's claims. */}
          {examRule && rights.claims === true && <NextExamCard memberId={memberId} rule={examRule} findCareAllowed={allowed('/find-care')} />}
          {allowed('/id-card') && <IdCardCard memberId={memberId} />}
          {careButtons.length > 0 && <CareCostCard buttons={careButtons} />}
          {allowed('/programs') && <ProgramsCard count={rights.programs?.length ?? 0} />}
          {allowed('/documents') && <DocumentsCard memberId={memberId} />}
        </CardGrid>
      </Section>
    </div>
  );
}
