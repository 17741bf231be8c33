// A new password, its live checklist and its confirmation, with one "Show password" switch for both.
// Used by create account and by the forgotten-password reset. Must sit inside a PortalForm.
import { useId, useState } from 'react';
import { TextField } from '@portal/forms';
import { PasswordChecklist } from './password-checklist';
import styles from '../registration/registration.module.css';

interface NewPasswordFieldsProps {
  /** The password as typed, for the checklist (the parent watches the form). */
  password: string;
  passwordName: string;
  confirmName: string;
  label: string;
  confirmLabel: string;
}

export function NewPasswordFields({ password, passwordName, confirmName, label, confirmLabel }: NewPasswordFieldsProps) {
  const [shown, setShown] = useState(false);
  const checklistId = useId();
  const type = shown ? 'text' : 'password';
  return (
    <>
      <TextField
        name={passwordName}
        label={label}
        type={type}
        hint="It must meet every requirement in the list below."
        autoComplete="new-password"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <PasswordChecklist id={checklistId} password={password} />
      <TextField
        name={confirmName}
        label={confirmLabel}
        type={type}
        autoComplete="new-password"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <label className={styles.showPassword}>
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        Show password
      </label>
    </>
  );
}
