// What a member can do with the card, as buttons under it: print it, or open one of the three request
// forms (order replacements, email, fax). One form shows at a time, right below the buttons (a
// disclosure): opening it moves focus to its first field; Close or Escape hides it and gives focus back
// to the button that opened it.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ContractType } from '@portal/contracts/domain';
import { Button } from '@portal/ui';
import { PageSection } from '../common/page-section';
import { EmailCardForm } from './email-card-form';
import { FaxCardForm } from './fax-card-form';
import type { IdCard } from './api';
import { OrderCardsForm } from './order-cards-form';
import styles from './id-card.module.css';

type CardRequest = 'order' | 'email' | 'fax';

interface RequestProps {
  memberId: string;
  contractType: ContractType;
  cards: readonly IdCard[];
}

const requests: readonly { id: CardRequest; title: string; intro?: ReactNode; Form: (props: RequestProps) => ReactNode }[] = [
  {
    id: 'order',
    title: 'Order replacement cards',
    intro: <p>We mail new cards to the address on file. They arrive within 7 business days.</p>,
    Form: OrderCardsForm,
  },
  { id: 'email', title: 'Email a card', Form: EmailCardForm },
  { id: 'fax', title: 'Fax a card', Form: FaxCardForm },
];

const fieldsToFocus = 'select, input, textarea';

export function CardRequestActions({ onPrint, ...props }: RequestProps & { onPrint: () => void }) {
  const [open, setOpen] = useState<CardRequest | null>(null);
  const openers = useRef(new Map<CardRequest, HTMLButtonElement>());
  const panel = useRef<HTMLDivElement>(null);
  const shown = requests.find((request) => request.id === open);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(fieldsToFocus)?.focus();
  }, [open]);

  const close = () => {
    if (!open) return;
    setOpen(null);
    openers.current.get(open)?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onPrint}>
          Print this card
        </Button>
        {requests.map((request) => (
          <Button
            key={request.id}
            variant="secondary"
            ref={(button) => {
              if (button) openers.current.set(request.id, button);
              else openers.current.delete(request.id);
            }}
            aria-expanded={open === request.id}
            aria-controls={open === request.id ? `card-request-${request.id}` : undefined}
            onClick={() => setOpen(open === request.id ? null : request.id)}
          >
            {request.title}
          </Button>
        ))}
      </div>
      {shown && (
        <div id={`card-request-${shown.id}`} ref={panel} onKeyDown={closeOnEscape}>
          <PageSection title={shown.title} intro={shown.intro}>
            <shown.Form {...props} />
            <Button variant="link" className={styles.close} onClick={close}>
              Close<span className="portal-visually-hidden"> {shown.title.toLowerCase()}</span>
            </Button>
          </PageSection>
        </div>
      )}
    </>
  );
}
