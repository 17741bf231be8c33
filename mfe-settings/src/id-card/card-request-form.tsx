// What the three ID card requests (email, fax, order by mail) share: the card and members chosen first,
// the request's own fields, one submit button; a request sent once at a time, its success in the status
// region, the server's field errors on their fields and any other refusal in place (useCardRequest).
import type { ReactNode } from 'react';
import type { ContractType } from '@portal/contracts/domain';
import { applyServerErrors, emptyFormValues, usePortalForm, type FormSchema, type FormValues, type SubmittedValues } from '@portal/forms';
import { SettingsForm } from '../common/settings-form';
import { CardRequestFields } from './card-request-fields';
import { defaultPolicyType } from './card-request-rules';
import type { IdCard } from './api';
import { useCardRequest } from './use-card-request';

/** Whose cards a request is for: the member, the plan's contract type and the cards the member may request. */
export interface CardRequestTarget {
  memberId: string;
  contractType: ContractType;
  cards: readonly IdCard[];
}

export interface CardRequestFormProps<TSchema extends FormSchema> extends CardRequestTarget {
  id: string;
  label: string;
  /** The request's schema: the shared policyType and memberIds, and its own fields (which start empty). */
  schema: TSchema;
  send: (values: SubmittedValues<TSchema>) => Promise<unknown>;
  success: string;
  submitLabel: string;
  /** The request's own fields. */
  children: ReactNode;
}

export function CardRequestForm<TSchema extends FormSchema>({
  id,
  label,
  memberId,
  contractType,
  cards,
  schema,
  send,
  success,
  submitLabel,
  children,
}: CardRequestFormProps<TSchema>) {
  // The only card type of the plan is chosen already, and the card is for the member at first. Every
  // card request's schema has these two shared fields (card-request-rules), which TypeScript cannot
  // see through the generic schema.
  const chosen = { policyType: defaultPolicyType(contractType), memberIds: [memberId] } as unknown as Partial<FormValues<TSchema>>;
  const form = usePortalForm({ schema, defaultValues: emptyFormValues(schema, chosen) });
  const { message, failure, submit } = useCardRequest();
  return (
    <SettingsForm
      id={id}
      form={form}
      aria-label={label}
      message={message}
      failure={failure}
      submitLabel={submitLabel}
      onSubmit={(values) =>
        submit(
          () => send(values),
          success,
          (errors) => applyServerErrors(form, errors),
        )
      }
    >
      <CardRequestFields contractType={contractType} cards={cards} />
      {children}
    </SettingsForm>
  );
}
