// Change password: the current one, the new one with a live checklist of its requirements, and the new
// one again. The server's refusals (wrong current password, recently used) land on their fields.
import { TextField, usePortalForm } from '@portal/forms';
import { CurrentPasswordField } from '../common/current-password-field';
import { SettingsForm } from '../common/settings-form';
import { successMessages } from '../common/success-messages';
import { useFormSave } from '../common/use-form-save';
import { changePasswordSchema, emptyChangePassword } from './change-password-schema';
import { PasswordChecklist } from './password-checklist';
import { changePassword } from './api';

export function ChangePasswordForm({ userId }: { userId: string }) {
  const form = usePortalForm({ schema: changePasswordSchema, defaultValues: emptyChangePassword });
  const { message, save } = useFormSave(form);
  return (
    <SettingsForm
      id="change-password"
      form={form}
      aria-label="Change password"
      message={message}
      submitLabel="Change password"
      onSubmit={({ currentPassword, newPassword }) =>
        save(async () => {
          await changePassword(userId, { currentPassword, newPassword });
          form.resetForm({ values: emptyChangePassword });
        }, successMessages.password)
      }
    >
      <CurrentPasswordField />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="It must be different from your current password and from passwords you used recently. The requirements are listed below."
        required
      />
      <PasswordChecklist id="change-password-requirements" password={form.values.newPassword} />
      <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
    </SettingsForm>
  );
}
