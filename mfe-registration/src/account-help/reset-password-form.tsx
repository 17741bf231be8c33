// Forgot password, step 3: the answers to the member's security questions and the new password.
import { PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import type { Problem } from '../errors/problem';
import { showProblemOnForm } from '../errors/show-problem';
import { NewPasswordFields } from '../password/new-password-fields';
import { emptyResetPasswordForm, resetPasswordSchema, type ResetPasswordValues } from './account-help-schemas';
import styles from '../registration/registration.module.css';

interface ResetPasswordFormProps {
  id: string;
  questions: readonly string[];
  onReset: (values: ResetPasswordValues) => Promise<Problem | null>;
  busy: boolean;
}

export function ResetPasswordForm({ id, questions, onReset, busy }: ResetPasswordFormProps) {
  const form = usePortalForm({ schema: resetPasswordSchema, defaultValues: emptyResetPasswordForm });
  const { newPassword } = form.values;
  const reset = async (values: ResetPasswordValues) => {
    const problem = await onReset(values);
    if (problem) showProblemOnForm(form, problem);
  };
  return (
    <PortalForm id={id} form={form} onSubmit={reset} aria-label="Choose a new password">
      <TextField
        name="answer1"
        label={questions[0] ?? 'First security question'}
        hint="Answer to your first security question."
        autoComplete="off"
        required
      />
      <TextField
        name="answer2"
        label={questions[1] ?? 'Second security question'}
        hint="Answer to your second security question."
        autoComplete="off"
        required
      />
      <NewPasswordFields
        password={newPassword}
        passwordName="newPassword"
        confirmName="confirmNewPassword"
        label="New password"
        confirmLabel="Confirm new password"
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={busy || undefined}>
          Reset password
        </Button>
      </div>
    </PortalForm>
  );
}
