// The medical, dental and vision dashboards (issue 5): the member's home with what matters now. Each
// card is shown only when the route it leads to is allowed for this plan (contract type and rights, the
// same guard the router applies), and each loads on its own.
import { useEffect } from 'react';
import { defaultFindCareTitle, pathAllowed, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession } from '@portal/session';
import { CareCostCard, type CareCostButton } from './cards/care-cost-card';
import { DeductibleCard } from './cards/deductible-card';
import { DocumentsCard } from './cards/documents-card';
import { IdCardCard } from './cards/id-card-card';
import { MessagesCard } from './cards/messages-card';
import { PrimaryCarePrompt } from './cards/primary-care-prompt';
import { ProgramsCard } from './cards/programs-card';
import { RecentClaimsCard } from './cards/recent-claims-card';
import { prefetchRemotePagesWhenIdle } from '../remotes/prefetch-remote-pages';
import styles from './dashboard.module.css';

/** Where members go from their dashboard: its cards' pages, fetched ahead while the browser is idle. */
const likelyNextPaths = ['/claims', '/id-card', '/messages', '/spending-details', '/programs', '/documents'];

export function DashboardPage() {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const name = useMemberDisplayName();
  useEffect(() => {
    if (!plan || !rights) return undefined;
    return prefetchRemotePagesWhenIdle(likelyNextPaths.filter((path) => pathAllowed(path, plan, rights)));
  }, [plan, rights]);
  if (!plan || !rights) return null;
  const allowed = (path: string) => pathAllowed(path, plan, rights);
  const careButtons: CareCostButton[] = [
    { to: '/find-care', label: rights.findCareAndCostDisplayText?.trim() || defaultFindCareTitle },
    { to: '/cost-estimates', label: 'Estimate a cost' },
    { to: '/coverage-and-copays', label: 'Coverage and copays' },
  ].filter((button) => allowed(button.to));
  const memberId = plan.memberId;

  return (
    <div className={styles.dashboard}>
      <h1 tabIndex={-1}>Welcome{name ? `, ${name}` : ''}</h1>
      <p className={styles.muted}>
        {plan.lobDisplayName} · {plan.contractType} · Member ID {plan.memberId}
      </p>
      {allowed('/primary-care-provider') && <PrimaryCarePrompt memberId={memberId} />}
      <div className={styles.grid}>
        {allowed('/claims') && <RecentClaimsCard memberId={memberId} />}
        {allowed('/spending-details') && <DeductibleCard memberId={memberId} />}
        {allowed('/id-card') && <IdCardCard memberId={memberId} />}
        <MessagesCard />
        {careButtons.length > 0 && <CareCostCard buttons={careButtons} />}
        {allowed('/programs') && <ProgramsCard count={rights.programs?.length ?? 0} />}
        {allowed('/documents') && <DocumentsCard memberId={memberId} />}
      </div>
    </div>
  );
}
