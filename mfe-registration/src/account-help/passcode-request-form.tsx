// Forgot password, step 1: who the member is and where the one-time passcode goes.
import { ChoiceGroupField, PortalForm, TextField, usePortalForm, type SubmittedValues } from '@portal/forms';
import type { Problem } from '../errors/problem';
import { submitShowingProblem } from '../errors/show-problem';
import {
  passcodeChannels,
  passcodeRequest,
  passcodeRequestSchema,
  type PasscodeChannel,
  type PasscodeRequest,
  type PasscodeRequestFormValues,
} from './account-help-schemas';
import { DateOfBirthField } from '../identity/date-of-birth-field';
import { FormActions } from '../forms/form-actions';

const channelLabels: Record<PasscodeChannel, string> = {
  email: 'Email, to the address on your account',
  text: 'Text message, to the mobile phone on your account',
};
const channelOptions = passcodeChannels.map((value) => ({ value, label: channelLabels[value] }));

interface PasscodeRequestFormProps {
  id: string;
  values: PasscodeRequestFormValues;
  /** Sends the request; resolves with the failure to show, or null when the passcode was sent. */
  onSend: (request: PasscodeRequest, values: PasscodeRequestFormValues) => Promise<Problem | null>;
  sending: boolean;
}

export function PasscodeRequestForm({ id, values, onSend, sending }: PasscodeRequestFormProps) {
  const form = usePortalForm({ schema: passcodeRequestSchema, defaultValues: values });
  const send = submitShowingProblem(form, (values: SubmittedValues<typeof passcodeRequestSchema>) =>
    onSend(passcodeRequest(values), form.values),
  );
  return (
    <PortalForm id={id} form={form} onSubmit={send} aria-label="Get a passcode">
      <TextField name="username" label="Username" autoComplete="username" autoCapitalize="off" spellCheck={false} required />
      <DateOfBirthField />
      <ChoiceGroupField name="channel" legend="Where should we send your passcode?" options={channelOptions} />
      <FormActions submitLabel="Send passcode" busy={sending} />
    </PortalForm>
  );
}
