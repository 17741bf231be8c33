// ID cards (/id-card): the front and back of the card for the selected plan and brand, as text; under
// it, print, and the buttons that open the forms to order replacement cards or email or fax a card. A
// policyholder can show and request the family's cards.
import '../app-name';
import { useId, useState } from 'react';
import { useApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useMemberDisplayName } from '@portal/session';
import { PageFrame, selectClassName, formatPersonName, LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { useSelectedPlan } from '../common/current-member';
import { CardRequestActions } from './card-request-actions';
import { IdCardView } from './id-card-view';
import { loadIdCards, type IdCard } from './api';
import styles from './id-card.module.css';

function CardDisplay({ plan, cards }: { plan: SelectedPlan; cards: readonly IdCard[] }) {
  const pickerId = useId();
  const [shownId, setShownId] = useState(plan.memberId);
  const card = cards.find((candidate) => candidate.memberId === shownId) ?? cards[0];
  if (!card)
    return (
      <p>Your ID card is not available yet. If you need proof of coverage now, call the customer service number in your plan documents.</p>
    );
  return (
    <>
      {cards.length > 1 && (
        <div className={styles.picker}>
          <label htmlFor={pickerId}>Show the card for</label>
          <select id={pickerId} className={selectClassName()} value={card.memberId} onChange={(event) => setShownId(event.target.value)}>
            {cards.map((candidate) => (
              <option key={candidate.memberId} value={candidate.memberId}>
                {formatPersonName(candidate.name)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.printable}>
        <IdCardView card={card} tier={plan.tier1} />
      </div>
      <CardRequestActions memberId={plan.memberId} contractType={plan.contractType} cards={cards} onPrint={() => window.print()} />
    </>
  );
}

function CardSections({ plan }: { plan: SelectedPlan }) {
  const data = useApiData((signal) => loadIdCards(plan.memberId, signal), `id-cards:${plan.memberId}`);
  return (
    <Loaded data={data} what="your ID cards">
      {({ cards }) => (
        // The card is not boxed in another card: it is the page's content.
        <section aria-labelledby="your-id-card-heading">
          <h2 id="your-id-card-heading" className={styles.heading}>
            Your ID card
          </h2>
          <CardDisplay plan={plan} cards={cards} />
        </section>
      )}
    </Loaded>
  );
}

export default function IdCardPage() {
  const plan = useSelectedPlan();
  const name = useMemberDisplayName();
  return (
    <PageFrame width="medium" title="ID cards" greeting={{ name, memberId: plan?.memberId }}>
      {plan ? <CardSections plan={plan} /> : <LoadingStatus>Loading your plan…</LoadingStatus>}
    </PageFrame>
  );
}
