// Changing the password (docs/product/validation.md#validate-password-current): the current password has at least 6 characters; the new one
// meets every requirement of @portal/forms' password rules (8+ characters, lower and upper case, a
// digit, a special character from the broad set that counts accented letters and currency signs, no
// emoji or pictographs) and differs from the current one. "Not used too recently" only the server
// knows: it answers with a field error on newPassword (CHP-0005).
import { object } from 'yup';
import { currentPassword, newPassword, text, withFormRules, type FormValues } from '@portal/forms';

export const samePasswordMessage = 'Your new password must be different from your current password';
export const confirmMismatchMessage = 'The passwords do not match. Enter your new password again';

export const changePasswordSchema = withFormRules(
  object({
    currentPassword: currentPassword(),
    newPassword: newPassword(),
    confirmPassword: text().test('required', 'Enter your new password again', (value) => value.length > 0),
  }),
  (values) => [
    ['newPassword', values.newPassword !== '' && values.newPassword === values.currentPassword && samePasswordMessage],
    ['confirmPassword', values.confirmPassword !== values.newPassword && confirmMismatchMessage],
  ],
);

export type ChangePasswordValues = FormValues<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
