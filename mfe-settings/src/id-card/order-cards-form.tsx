// Order replacement cards by mail (they arrive within 7 business days).
import type { ContractType } from '@portal/contracts/domain';
import { applyServerErrors, PortalForm, SelectField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { FailureAlert } from '../common/failure-alert';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { CardRequestFields } from './card-request-fields';
import { defaultPolicyType, orderCardsSchema, replacementReasons } from './card-request-rules';
import { orderIdCards, type IdCard } from './api';
import { useCardRequest } from './use-card-request';

export function OrderCardsForm({
  memberId,
  contractType,
  cards,
}: {
  memberId: string;
  contractType: ContractType;
  cards: readonly IdCard[];
}) {
  const form = usePortalForm({
    schema: orderCardsSchema(contractType),
    defaultValues: { policyType: defaultPolicyType(contractType), memberIds: [memberId], reason: '' },
  });
  const { message, failure, submit } = useCardRequest();
  return (
    <PortalForm
      id="order-cards"
      form={form}
      aria-label="Order replacement cards"
      onSubmit={(values) =>
        submit(
          () => orderIdCards(memberId, values),
          successMessages.idCardsOrdered,
          (errors) => applyServerErrors(form, errors),
        )
      }
    >
      <SuccessStatus message={message} />
      <FailureAlert failure={failure} />
      <CardRequestFields contractType={contractType} cards={cards} />
      <SelectField name="reason" label="Why do you need new cards?" options={replacementReasons} placeholder="Choose a reason" required />
      <Button type="submit">Order cards</Button>
    </PortalForm>
  );
}
