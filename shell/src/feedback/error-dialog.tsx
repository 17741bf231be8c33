// The error modal of docs/product/errors-and-messages.md#errors-dialog: titled "Error", an optional error-code line, the message (or the
// fallback text whose "contact us" link suits the page), a Close button, width 360.
import { Link } from '@portal/routing';
import { useStore } from 'zustand';
import { errorDialogStore } from '@portal/api-client';
import { errorDialogFallback } from '@portal/contracts/error-messages';
import { useIsSignedIn } from '@portal/session';
import { PortalDialog } from '@portal/ui/dialog';
import { useCurrentRoute } from '../layout/use-current-route';
import { errorDialogContactPath } from './error-dialog-contact';
import styles from './dialog.module.css';

export default function ErrorDialog() {
  const error = useStore(errorDialogStore, (state) => state.error);
  const close = useStore(errorDialogStore, (state) => state.close);
  const signedIn = useIsSignedIn();
  const contactPath = errorDialogContactPath(useCurrentRoute(), signedIn);
  if (!error) return null;
  return (
    <PortalDialog title="Error" width={360} onDismiss={close} lead={error.code && <p className={styles.code}>Error code: {error.code}</p>}>
      {(dismiss) => (
        <p>
          {error.message ?? (
            <>
              {errorDialogFallback.before}
              <Link to={contactPath} onClick={dismiss}>
                {errorDialogFallback.link}
              </Link>
              {errorDialogFallback.after}
            </>
          )}
        </p>
      )}
    </PortalDialog>
  );
}
