// The session timeout warning of SPEC section 4, as an alert dialog: focus moves into it, it is
// announced, and both answers are keyboard-reachable.
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@portal/ui';
import styles from '../feedback/dialog.module.css';
import { useReturnFocus } from '../feedback/use-return-focus';

export default function SessionTimeoutDialog({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  const returnFocus = useReturnFocus();
  const stay = () => {
    onStay();
    returnFocus();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && stay()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content role="alertdialog" className={styles.content} style={{ width: 360 }} aria-describedby="session-timeout-message">
          <Dialog.Title className={styles.title}>Your session is about to end.</Dialog.Title>
          <p id="session-timeout-message">
            For your security, we&apos;ll automatically sign you out. Choose &apos;Stay signed in&apos; to continue or &apos;Sign out&apos; if you&apos;re done.
          </p>
          <div className={styles.actions}>
            <Button onClick={stay}>Stay signed in</Button>
            <Button variant="secondary" onClick={onSignOut}>
              Sign out
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
