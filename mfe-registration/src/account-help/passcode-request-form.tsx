// Forgot password, step 1: who the member is and where the one-time passcode goes.
import { ChoiceGroupField, PortalForm, TextField, usePortalForm, type SubmittedValues } from '@portal/forms';
import { Button } from '@portal/ui';
import type { Problem } from '../errors/problem';
import { showProblemOnForm } from '../errors/show-problem';
import { passcodeRequest, passcodeRequestSchema, type PasscodeRequest, type PasscodeRequestFormValues } from './account-help-schemas';
import styles from '../registration/registration.module.css';

interface PasscodeRequestFormProps {
  id: string;
  values: PasscodeRequestFormValues;
  /** Sends the request; resolves with the failure to show, or null when the passcode was sent. */
  onSend: (request: PasscodeRequest, values: PasscodeRequestFormValues) => Promise<Problem | null>;
  sending: boolean;
}

export function PasscodeRequestForm({ id, values, onSend, sending }: PasscodeRequestFormProps) {
  const form = usePortalForm({ schema: passcodeRequestSchema, defaultValues: values });
  const send = async (values: SubmittedValues<typeof passcodeRequestSchema>) => {
    const problem = await onSend(passcodeRequest(values), form.values);
    if (problem) showProblemOnForm(form, problem);
  };
  return (
    <PortalForm id={id} form={form} onSubmit={send} aria-label="Get a passcode">
      <TextField name="username" label="Username" autoComplete="username" autoCapitalize="off" spellCheck={false} required />
      <TextField
        name="dateOfBirth"
        label="Date of birth"
        hint="MM/DD/YYYY, for example 05/20/1990."
        inputMode="numeric"
        autoComplete="bday"
        required
      />
      <ChoiceGroupField
        name="channel"
        legend="Where should we send your passcode?"
        options={[
          { value: 'email', label: 'Email, to the address on your account' },
          { value: 'text', label: 'Text message, to the mobile phone on your account' },
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={sending || undefined}>
          Send passcode
        </Button>
      </div>
    </PortalForm>
  );
}
