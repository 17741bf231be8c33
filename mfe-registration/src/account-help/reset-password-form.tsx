// Forgot password, step 3: the answers to the member's security questions and the new password.
import { PortalForm, TextField, usePortalForm } from '@portal/forms';
import type { Problem } from '../errors/problem';
import { submitShowingProblem } from '../errors/show-problem';
import { FormActions } from '../forms/form-actions';
import { NewPasswordFields } from '../password/new-password-fields';
import { emptyResetPasswordForm, resetPasswordSchema, type ResetPasswordValues } from './account-help-schemas';

interface ResetPasswordFormProps {
  id: string;
  questions: readonly string[];
  onReset: (values: ResetPasswordValues) => Promise<Problem | null>;
  busy: boolean;
}

export function ResetPasswordForm({ id, questions, onReset, busy }: ResetPasswordFormProps) {
  const form = usePortalForm({ schema: resetPasswordSchema, defaultValues: emptyResetPasswordForm });
  const { newPassword } = form.values;
  const reset = submitShowingProblem(form, onReset);
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
      <FormActions submitLabel="Reset password" busy={busy} />
    </PortalForm>
  );
}
