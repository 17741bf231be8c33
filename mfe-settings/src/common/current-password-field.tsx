// The current password a change to the account asks for (email, mobile phone, security questions,
// password, account deletion): the same field everywhere, with the reason it is asked in its hint.
import type { ReactNode } from 'react';
import { TextField } from '@portal/forms';

export function CurrentPasswordField({ hint }: { hint?: ReactNode }) {
  return <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" hint={hint} required />;
}
