// The email address on file (sign-in passcodes, notices). Changing it asks for the current password;
// the server refuses an unchanged address or a wrong password with a field error, which lands on its
// field. The password is never kept in the form after a save.
import { TextField, usePortalForm } from '@portal/forms';
import { CurrentPasswordField } from '../common/current-password-field';
import { SettingsForm } from '../common/settings-form';
import { successMessages } from '../common/success-messages';
import { useFormSave } from '../common/use-form-save';
import { emailSchema, passcodeDestinationPasswordHint } from './profile-schemas';
import { saveEmail } from './api';

export function EmailForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: emailSchema, defaultValues: { email: current, currentPassword: '' } });
  const { message, save } = useFormSave(form);
  return (
    <SettingsForm
      id="email"
      form={form}
      aria-label="Email address"
      message={message}
      submitLabel="Save email address"
      onSubmit={({ email, currentPassword }) =>
        save(async () => {
          await saveEmail(userId, email, currentPassword);
          form.resetForm({ values: { email, currentPassword: '' } });
        }, successMessages.email)
      }
    >
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="We send sign-in passcodes and account notices here."
        required
      />
      <CurrentPasswordField hint={passcodeDestinationPasswordHint} />
    </SettingsForm>
  );
}
