// Forgot password, step 2: the one-time passcode the member received.
import { PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import type { Problem } from '../errors/problem';
import { submitShowingProblem } from '../errors/show-problem';
import { FormActions } from '../forms/form-actions';
import { passcodeSchema } from './account-help-schemas';
import styles from '../registration/registration.module.css';

interface PasscodeFormProps {
  id: string;
  onVerify: (passcode: string) => Promise<Problem | null>;
  onResend: () => void;
  onStartOver: () => void;
  busy: boolean;
}

export function PasscodeForm({ id, onVerify, onResend, onStartOver, busy }: PasscodeFormProps) {
  const form = usePortalForm({ schema: passcodeSchema, defaultValues: { passcode: '' } });
  const verify = submitShowingProblem(form, ({ passcode }: { passcode: string }) => onVerify(passcode));
  return (
    <PortalForm id={id} form={form} onSubmit={verify} aria-label="Enter your passcode">
      <TextField
        name="passcode"
        label="Passcode"
        hint="6 digits. It expires 5 minutes after we send it."
        inputMode="numeric"
        autoComplete="one-time-code"
        className={styles.short}
        required
      />
      <FormActions submitLabel="Verify passcode" busy={busy}>
        <Button variant="secondary" onClick={onResend} aria-disabled={busy || undefined}>
          Send a new passcode
        </Button>
        <Button variant="link" onClick={onStartOver}>
          Start over
        </Button>
      </FormActions>
    </PortalForm>
  );
}
