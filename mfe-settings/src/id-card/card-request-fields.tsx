// The fields every ID card request shares: which card (policy type) and for whom (the members whose
// cards the member may request; a single member needs no choice).
import { ChoiceGroupField, SelectField } from '@portal/forms';
import type { ContractType } from '@portal/contracts/domain';
import type { IdCard } from './api';
import { policyTypesFor } from './card-request-rules';
import { formatPersonName } from '@portal/ui';

export interface CardRequestFieldsProps {
  contractType: ContractType;
  cards: readonly IdCard[];
}

const policyTypeLabels: Record<string, string> = {
  Medical: 'Medical card',
  Dental: 'Dental card',
  Vision: 'Vision card',
  Pharmacy: 'Pharmacy card',
};

export function CardRequestFields({ contractType, cards }: CardRequestFieldsProps) {
  const policyOptions = policyTypesFor(contractType).map((type) => ({ value: type, label: policyTypeLabels[type] ?? type }));
  return (
    <>
      <SelectField name="policyType" label="Type of card" options={policyOptions} placeholder="Choose a card type" required />
      {cards.length > 1 && (
        <ChoiceGroupField
          type="checkbox"
          name="memberIds"
          legend="Cards for"
          hint="Choose everyone who needs a card."
          options={cards.map((card) => ({ value: card.memberId, label: formatPersonName(card.name) }))}
        />
      )}
    </>
  );
}
