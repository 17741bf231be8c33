// ID cards (/id-card): the front and back of the card for the selected plan and brand, as text; print;
// order replacement cards; email or fax a card. A policyholder can show and request the family's cards.
import '../app-name';
import { useId, useState } from 'react';
import { useApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useMemberDisplayName } from '@portal/session';
import { Button, MemberGreeting, PageHeader, selectClassName, formatPersonName, LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan } from '../common/current-member';
import { EmailCardForm } from './email-card-form';
import { FaxCardForm } from './fax-card-form';
import { IdCardView } from './id-card-view';
import { loadIdCards, type IdCard } from './id-card-api';
import { OrderCardsForm } from './order-cards-form';
import commonStyles from '../common/common.module.css';
import styles from './id-card.module.css';

function CardDisplay({ plan, cards }: { plan: SelectedPlan; cards: readonly IdCard[] }) {
  const pickerId = useId();
  const [shownId, setShownId] = useState(plan.memberId);
  const card = cards.find((candidate) => candidate.memberId === shownId) ?? cards[0];
  if (!card) return <p>Your ID card is not available yet. If you need proof of coverage now, call the customer service number in your plan documents.</p>;
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
      <Button variant="secondary" onClick={() => window.print()}>
        Print this card
      </Button>
    </>
  );
}

function CardSections({ plan }: { plan: SelectedPlan }) {
  const data = useApiData((signal) => loadIdCards(plan.memberId, signal), `id-cards:${plan.memberId}`);
  return (
    <Loaded data={data} what="your ID cards">
      {({ cards }) => (
        <>
          <PageSection title="Your ID card">
            <CardDisplay plan={plan} cards={cards} />
          </PageSection>
          <PageSection title="Order replacement cards" intro={<p>We mail new cards to the address on file. They arrive within 7 business days.</p>}>
            <OrderCardsForm memberId={plan.memberId} contractType={plan.contractType} cards={cards} />
          </PageSection>
          <PageSection title="Email a card">
            <EmailCardForm memberId={plan.memberId} contractType={plan.contractType} cards={cards} />
          </PageSection>
          <PageSection title="Fax a card">
            <FaxCardForm memberId={plan.memberId} contractType={plan.contractType} cards={cards} />
          </PageSection>
        </>
      )}
    </Loaded>
  );
}

export default function IdCardPage() {
  const plan = useSelectedPlan();
  const name = useMemberDisplayName();
  return (
    <article className={commonStyles.page}>
      <PageHeader title="ID cards">
        <MemberGreeting name={name} memberId={plan?.memberId} />
      </PageHeader>
      {plan ? <CardSections plan={plan} /> : <LoadingStatus>Loading your plan…</LoadingStatus>}
    </article>
  );
}
