// /find-care: the plan's find-care and cost options (titled by findCareAndCostDisplayText) with their
// handoffs: a portal page (cost estimates), a partner's provider search by single sign-on, or a link;
// and where to go for care when it is not an emergency.
import '../app-name';
import { Link } from '@portal/routing';
import { useAnsweredOnce, useApiData, type ApiData } from '@portal/api-client/use-api-data';
import { defaultFindCareTitle, pathAllowed, useRights } from '@portal/rights';
import { useSession } from '@portal/session';
import { CardGrid, LoadFailure, LoadingStatus, Section } from '@portal/ui';
import { MemberPageFrame } from '../page/member-page-frame';
import { findCareData, optionAction, type FindCare } from './api';
import { FindCareOptionCard } from './find-care-option';
import styles from './find-care.module.css';

function FindCareOptions({ data }: { data: ApiData<FindCare> }) {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const allowed = (path: string) => pathAllowed(path, plan, rights);

  return (
    <Section heading="Search for care">
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
    </Section>
  );
}

function WhereToGo() {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const canChoosePcp = pathAllowed('/primary-care-provider', plan, rights);
  return (
    <Section heading="Where to go for care">
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
    </Section>
  );
}

/** The search options, then where to go for care once they have answered, so the cards arriving do not push it down. */
function SearchAndPlaces({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => findCareData.options(memberId, signal), `find-care:${memberId}`);
  const answered = useAnsweredOnce(data);
  return (
    <>
      <FindCareOptions data={data} />
      {answered && <WhereToGo />}
    </>
  );
}

export default function FindCarePage() {
  const title = useRights((state) => state.rights?.findCareAndCostDisplayText?.trim()) || defaultFindCareTitle;
  return (
    <MemberPageFrame
      className={styles.page}
      title={title}
      lead="Find doctors, hospitals and other care in your network, and compare what care costs before you go."
      memberPart={(memberId) => <SearchAndPlaces memberId={memberId} />}
    />
  );
}
