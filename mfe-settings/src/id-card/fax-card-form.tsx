// Fax a card (for example to a doctor's office): the full fax number with area code. A fax service
// that is unavailable answers IDS-0002 or IDS-0005, shown in place with the suggestion to email instead.
import { PhoneField, TextField } from '@portal/forms';
import { successMessages } from '../common/success-messages';
import { CardRequestForm, type CardRequestTarget } from './card-request-form';
import { faxCardSchema } from './card-request-rules';
import { faxIdCards } from './api';

export function FaxCardForm(target: CardRequestTarget) {
  return (
    <CardRequestForm
      {...target}
      id="fax-card"
      label="Fax a card"
      schema={faxCardSchema(target.contractType)}
      send={({ recipientName, ...values }) => faxIdCards(target.memberId, recipientName ? { ...values, recipientName } : values)}
      success={successMessages.idCardFaxed}
      submitLabel="Fax card"
    >
      <PhoneField
        name="faxNumber"
        label="Fax number"
        hint="Include the area code, for example (501) 555-0123."
        autoComplete="off"
        required
      />
      <TextField name="recipientName" label="Recipient’s name" hint="Optional, for example your doctor’s office." autoComplete="off" />
    </CardRequestForm>
  );
}
