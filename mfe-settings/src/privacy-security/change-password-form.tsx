// Change password: the current one, the new one with a live checklist of its requirements, and the new
// one again. The server's refusals (wrong current password, recently used) land on their fields.
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { validationErrorsOf } from '../common/api-failure';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { changePasswordSchema, emptyChangePassword } from './change-password-schema';
import { PasswordChecklist } from './password-checklist';
import { changePassword } from './api';

export function ChangePasswordForm({ userId }: { userId: string }) {
  const form = usePortalForm({ schema: changePasswordSchema, defaultValues: emptyChangePassword });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="change-password"
      form={form}
      aria-label="Change password"
      onSubmit={({ currentPassword, newPassword }) =>
        save(
          async () => {
            await changePassword(userId, { currentPassword, newPassword });
            form.resetForm({ values: emptyChangePassword });
          },
          successMessages.password,
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <SuccessStatus message={message} />
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
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
      <Button type="submit">Change password</Button>
    </PortalForm>
  );
}
