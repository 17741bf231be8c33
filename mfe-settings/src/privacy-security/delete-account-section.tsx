// Deleting the online account (coverage stays): a confirmation dialog that asks for the current
// password, then the DELETE call, then an immediate sign-out through the session's sign-out request
// (the shell resets every store, ends a live chat and goes to /login, which says the account was
// deleted). A wrong password is said on its field and the dialog stays open.
import { useState } from 'react';
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { requestSignOut } from '@portal/session';
import { Button, ConfirmDialogOnDemand } from '@portal/ui';
import { validationErrorsOf } from '../common/api-failure';
import { deleteAccountSchema, emptyDeleteAccount, type DeleteAccountValues } from './delete-account-schema';
import { deleteAccount } from './api';
import styles from './privacy-security.module.css';

export function DeleteAccountSection({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const form = usePortalForm({ schema: deleteAccountSchema, defaultValues: emptyDeleteAccount });

  const close = () => {
    setConfirming(false);
    form.resetForm({ values: emptyDeleteAccount });
  };

  const remove = async ({ currentPassword }: DeleteAccountValues) => {
    try {
      await deleteAccount(userId, { currentPassword });
      requestSignOut({ reason: 'account-deleted' });
    } catch (error) {
      const fieldErrors = validationErrorsOf(error);
      // A wrong password is said on its field; any other failure the portal's error dialog has already told.
      if (fieldErrors.length > 0) applyServerErrors(form, fieldErrors);
      else close();
    }
  };

  return (
    <>
      <p>
        Deleting your online account signs you out right away and removes your username and password. Your health plan coverage does not
        change, and you can register again later.
      </p>
      <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
      {confirming && (
        <ConfirmDialogOnDemand
          title="Delete your account?"
          width={440}
          destructive
          confirmLabel="Delete account"
          busyLabel="Deleting…"
          onClose={close}
          onConfirm={() => form.submitForm()}
        >
          <p>You will be signed out at once and will no longer be able to sign in with your username. Your coverage is not affected.</p>
          <PortalForm id="delete-account" form={form} onSubmit={remove} aria-label="Confirm with your password">
            <TextField
              name="currentPassword"
              label="Current password"
              hint="To confirm it’s you."
              type="password"
              autoComplete="current-password"
              required
            />
          </PortalForm>
        </ConfirmDialogOnDemand>
      )}
    </>
  );
}
