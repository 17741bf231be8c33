// /find-care: the plan's find-care and cost options (titled by findCareAndCostDisplayText) with their
// handoffs: a portal page (cost estimates), a partner's provider search by single sign-on, or a link;
// and where to go for care when it is not an emergency.
import '../app-name';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { defaultFindCareTitle, pathAllowed, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession, useSelectedMemberId } from '@portal/session';
import { CardGrid, LoadFailure, PageFrame, LoadingStatus } from '@portal/ui';
import { findCareData, optionAction } from './api';
import { FindCareOptionCard } from './find-care-option';
import styles from './find-care.module.css';

function FindCareOptions({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => findCareData.options(memberId, signal), `find-care:${memberId}`);
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const allowed = (path: string) => pathAllowed(path, plan, rights);

  return (
    <section aria-labelledby="find-care-options-heading">
      <h2 id="find-care-options-heading">Search for care</h2>
      {data.status === 'loading' && <LoadingStatus>Loading your search options…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' &&
        (data.data.options.length === 0 ? (
          <p className={styles.empty}>
            Online search isn&apos;t available for your plan. To find an in-network doctor, hospital or pharmacy, call the customer service
            number on your member ID card.
          </p>
        ) : (
          <CardGrid list>
            {data.data.options.map((option) => (
              <FindCareOptionCard key={option.type} option={option} action={optionAction(option, allowed)} />
            ))}
          </CardGrid>
        ))}
    </section>
  );
}

function WhereToGo() {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const canChoosePcp = pathAllowed('/primary-care-provider', plan, rights);
  return (
    <section aria-labelledby="where-to-go-heading">
      <h2 id="where-to-go-heading">Where to go for care</h2>
      <ul className={styles.places}>
        <li>
          <strong>Emergency:</strong> for chest pain, trouble breathing, severe bleeding or other life-threatening problems, call 911 or go
          to the nearest emergency room.
        </li>
        <li>
          <strong>Urgent care:</strong> for minor injuries and illnesses that can&apos;t wait, like sprains, cuts or a high fever.
        </li>
        <li>
          <strong>Your primary care provider:</strong> for checkups, everyday care and referrals to specialists.
          {canChoosePcp && (
            <>
              {' '}
              <Link to="/primary-care-provider">See or change your primary care provider</Link>.
            </>
          )}
        </li>
      </ul>
    </section>
  );
}

export default function FindCarePage() {
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  const title = useRights((state) => state.rights?.findCareAndCostDisplayText?.trim()) || defaultFindCareTitle;
  return (
    <PageFrame
      className={styles.page}
      title={title}
      lead="Find doctors, hospitals and other care in your network, and compare what care costs before you go."
      greeting={{ name, memberId }}
    >
      {memberId && <FindCareOptions key={memberId} memberId={memberId} />}
      <WhereToGo />
    </PageFrame>
  );
}
