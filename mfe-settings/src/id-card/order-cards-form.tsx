// Order replacement cards by mail (they arrive within 7 business days).
import { SelectField } from '@portal/forms';
import { successMessages } from '../common/success-messages';
import { CardRequestForm, type CardRequestTarget } from './card-request-form';
import { orderCardsSchema, replacementReasons } from './card-request-rules';
import { orderIdCards } from './api';

export function OrderCardsForm(target: CardRequestTarget) {
  return (
    <CardRequestForm
      {...target}
      id="order-cards"
      label="Order replacement cards"
      schema={orderCardsSchema(target.contractType)}
      send={(values) => orderIdCards(target.memberId, values)}
      success={successMessages.idCardsOrdered}
      submitLabel="Order cards"
    >
      <SelectField name="reason" label="Why do you need new cards?" options={replacementReasons} placeholder="Choose a reason" required />
    </CardRequestForm>
  );
}
