// The error modal of SPEC section 8: titled "Error", an optional error-code line, the message (or the
// fallback text whose "contact us" link suits the page), a Close button, width 360. Radix provides
// the focus trap, Escape, and focus returned on close.
import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { errorDialogStore } from '@portal/api-client';
import { errorDialogFallback } from '@portal/contracts/error-messages';
import { useIsSignedIn } from '@portal/session';
import { Button } from '@portal/ui';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export default function ErrorDialog() {
  const error = useStore(errorDialogStore, (state) => state.error);
  const closeStore = useStore(errorDialogStore, (state) => state.close);
  const returnFocus = useReturnFocus();
  const close = () => {
    closeStore();
    returnFocus();
  };
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  // "contact us" goes to /contact-us on signed-in pages except plan selection, else to /contact.
  const contactPath = signedIn && pathname !== '/select-plan' ? '/contact-us' : '/contact';
  return (
    <Dialog.Root open={error !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} style={{ width: 360 }} aria-describedby="error-dialog-message">
          <Dialog.Title className={styles.title}>Error</Dialog.Title>
          {error?.code && <p className={styles.code}>Error code: {error.code}</p>}
          <p id="error-dialog-message">
            {error?.message ?? (
              <>
                {errorDialogFallback.before}
                <Link to={contactPath} onClick={close}>
                  {errorDialogFallback.link}
                </Link>
                {errorDialogFallback.after}
              </>
            )}
          </p>
          <Dialog.Close asChild>
            <Button>Close</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
