// Email a card (for example to yourself, to show at a pharmacy or a doctor's office).
import { TextField } from '@portal/forms';
import { successMessages } from '../common/success-messages';
import { CardRequestForm, type CardRequestTarget } from './card-request-form';
import { emailCardSchema } from './card-request-rules';
import { emailIdCards } from './api';

export function EmailCardForm(target: CardRequestTarget) {
  return (
    <CardRequestForm
      {...target}
      id="email-card"
      label="Email a card"
      schema={emailCardSchema(target.contractType)}
      send={(values) => emailIdCards(target.memberId, values)}
      success={successMessages.idCardEmailed}
      submitLabel="Email card"
    >
      <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} required />
    </CardRequestForm>
  );
}
