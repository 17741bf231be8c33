// Email a card (for example to yourself, to show at a pharmacy or a doctor's office).
import type { ContractType } from '@portal/contracts/domain';
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { FailureAlert } from '../common/failure-alert';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { CardRequestFields } from './card-request-fields';
import { defaultPolicyType, emailCardSchema } from './card-request-rules';
import { emailIdCards, type IdCard } from './api';
import { useCardRequest } from './use-card-request';

export function EmailCardForm({
  memberId,
  contractType,
  cards,
}: {
  memberId: string;
  contractType: ContractType;
  cards: readonly IdCard[];
}) {
  const form = usePortalForm({
    schema: emailCardSchema(contractType),
    defaultValues: { policyType: defaultPolicyType(contractType), memberIds: [memberId], email: '' },
  });
  const { message, failure, submit } = useCardRequest();
  return (
    <PortalForm
      id="email-card"
      form={form}
      aria-label="Email a card"
      onSubmit={(values) =>
        submit(
          () => emailIdCards(memberId, values),
          successMessages.idCardEmailed,
          (errors) => applyServerErrors(form, errors),
        )
      }
    >
      <SuccessStatus message={message} />
      <FailureAlert failure={failure} />
      <CardRequestFields contractType={contractType} cards={cards} />
      <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} required />
      <Button type="submit">Email card</Button>
    </PortalForm>
  );
}
