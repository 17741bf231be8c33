// Deleting the online account (coverage stays): a confirmation dialog, then the DELETE call, then an
// immediate sign-out through the session's sign-out request (the shell resets every store, ends a
// live chat and goes to /login, which says the account was deleted).
import { useState } from 'react';
import { requestSignOut } from '@portal/session';
import { Button, ConfirmDialogOnDemand } from '@portal/ui';
import { deleteAccount } from './privacy-api';
import styles from './privacy-security.module.css';

export function DeleteAccountSection({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await deleteAccount(userId);
      requestSignOut({ reason: 'account-deleted' });
    } catch {
      // The error dialog has told the member (SPEC section 8); the account is still there.
      setConfirming(false);
    }
  };

  return (
    <>
      <p>Deleting your online account signs you out right away and removes your username and password. Your health plan coverage does not change, and you can register again later.</p>
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
          onClose={() => setConfirming(false)}
          onConfirm={confirm}
        >
          <p>You will be signed out at once and will no longer be able to sign in with your username. Your coverage is not affected.</p>
        </ConfirmDialogOnDemand>
      )}
    </>
  );
}
