// The medical, dental and vision dashboards (issues 5 and 25): the member's home, what needs their
// attention first (the bill, claims still in process, unread messages), then their plan. The shell
// draws the frame (the greeting, the plan's lead, the sections); every card comes from the remote
// that owns its data (docs/remote-manifest.md), declared in that remote's manifest with its
// slot, order and the rule that shows it (contract type, rights, its page's guard), and each loads on
// its own. A dental or vision plan gets what its members look for (the annual maximum, the next covered
// checkup or eye exam), never the medical layout with empty cards.
import { useEffect, useMemo, type ReactNode } from 'react';
import { pathAllowed, usePortalComposition, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession } from '@portal/session';
import { CardGrid, PageHeader, formatPersonName } from '@portal/ui';
import { isMedicareAdvantagePlan, medicarePlanBenefitsLink } from '@portal/contracts/medicare-advantage';
import { planLead } from './plan-lead';
import { PlanBenefitsCard } from './plan-benefits-card';
import { RemoteDashboardCards, useCardBodies } from './remote-cards';
import { visibleDashboardCards } from './visible-cards';
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

export function DashboardPage() {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const composed = usePortalComposition((state) => state.dashboardCards);
  // Title-cased like every name the portal shows (docs/product/routes-and-guards.md#guards-rights-key).
  const name = formatPersonName(useMemberDisplayName());
  // Every slot's cards load at once, a remote's cards together.
  const cards = useMemo(() => (plan && rights ? visibleDashboardCards(composed, plan, rights) : []), [composed, plan, rights]);
  const bodies = useCardBodies(cards);
  // The likely next pages only once the cards are in: on a slow connection they would otherwise share
  // it with the dashboard's own content.
  useEffect(() => {
    if (!plan || !rights || !bodies.settled) return undefined;
    return prefetchRemotePagesWhenIdle(likelyNextPaths.filter((path) => pathAllowed(path, plan, rights)));
  }, [plan, rights, bodies.settled]);
  if (!plan || !rights) return null;
  const planBenefitsLink = medicarePlanBenefitsLink(rights);

  return (
    <div className={styles.dashboard}>
      <PageHeader title={`Welcome${name ? `, ${name}` : ''}`} lead={planLead(plan, { medicare: isMedicareAdvantagePlan(plan, rights) })} />
      {/* Nudges such as choosing a primary care physician, drawn by their remote when they apply. */}
      <RemoteDashboardCards slot="prompt" plan={plan} rights={rights} bodies={bodies} />
      <Section title="Needs your attention">
        <CardGrid minColumnWidth="narrow" fillRow>
          <RemoteDashboardCards slot="attention" plan={plan} rights={rights} bodies={bodies} />
        </CardGrid>
      </Section>
      <Section title="Your plan">
        <CardGrid>
          <RemoteDashboardCards slot="cards" plan={plan} rights={rights} bodies={bodies} />
          {planBenefitsLink && <PlanBenefitsCard href={planBenefitsLink} />}
        </CardGrid>
      </Section>
    </div>
  );
}
