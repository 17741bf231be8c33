// Fax a card (for example to a doctor's office): the full fax number with area code. A fax service
// that is unavailable answers IDS-0002 or IDS-0005, shown in place with the suggestion to email instead.
import type { ContractType } from '@portal/contracts/domain';
import { applyServerErrors, PhoneField, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { FailureAlert } from '../common/failure-alert';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { CardRequestFields } from './card-request-fields';
import { defaultPolicyType, faxCardSchema } from './card-request-rules';
import { faxIdCards, type IdCard } from './api';
import { useCardRequest } from './use-card-request';

export function FaxCardForm({ memberId, contractType, cards }: { memberId: string; contractType: ContractType; cards: readonly IdCard[] }) {
  const form = usePortalForm({
    schema: faxCardSchema(contractType),
    defaultValues: { policyType: defaultPolicyType(contractType), memberIds: [memberId], faxNumber: '', recipientName: '' },
  });
  const { message, failure, submit } = useCardRequest();
  return (
    <PortalForm
      id="fax-card"
      form={form}
      aria-label="Fax a card"
      onSubmit={({ recipientName, ...values }) =>
        submit(
          () => faxIdCards(memberId, recipientName ? { ...values, recipientName } : values),
          successMessages.idCardFaxed,
          (errors) => applyServerErrors(form, errors),
        )
      }
    >
      <SuccessStatus message={message} />
      <FailureAlert failure={failure} />
      <CardRequestFields contractType={contractType} cards={cards} />
      <PhoneField
        name="faxNumber"
        label="Fax number"
        hint="Include the area code, for example (501) 555-0123."
        autoComplete="off"
        required
      />
      <TextField name="recipientName" label="Recipient’s name" hint="Optional, for example your doctor’s office." autoComplete="off" />
      <Button type="submit">Fax card</Button>
    </PortalForm>
  );
}
