// The email address on file (sign-in passcodes, notices). Changing it asks for the current password;
// the server refuses an unchanged address or a wrong password with a field error, which lands on its
// field. The password is never kept in the form after a save.
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { validationErrorsOf } from '../common/api-failure';
import { emailSchema, passcodeDestinationPasswordHint } from './profile-schemas';
import { saveEmail } from './api';

export function EmailForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: emailSchema, defaultValues: { email: current, currentPassword: '' } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="email"
      form={form}
      aria-label="Email address"
      onSubmit={({ email, currentPassword }) =>
        save(
          async () => {
            await saveEmail(userId, email, currentPassword);
            form.resetForm({ values: { email, currentPassword: '' } });
          },
          successMessages.email,
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <SuccessStatus message={message} />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="We send sign-in passcodes and account notices here."
        required
      />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint={passcodeDestinationPasswordHint}
        required
      />
      <Button type="submit">Save email address</Button>
    </PortalForm>
  );
}
