// Deleting the account asks for the current password, as every other change to the account does
// (the member API refuses a wrong one with CHP-0004 on this field).
import { object } from 'yup';
import { currentPassword, type FormValues } from '@portal/forms';

export const deleteAccountSchema = object({
  currentPassword: currentPassword({ required: 'Enter your current password to delete your account' }),
});

export type DeleteAccountValues = FormValues<typeof deleteAccountSchema>;

export const emptyDeleteAccount: DeleteAccountValues = { currentPassword: '' };
