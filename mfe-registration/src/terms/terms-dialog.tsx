// The terms-and-conditions dialog (docs/product/routes-and-guards.md#routes-document-title, /complete-registration): to read them while
// creating the account, or to accept them as the last step.
import { PortalDialog } from '@portal/ui/dialog';
import { Button } from '@portal/ui';
import { TermsAndConditions } from './terms-and-conditions';

export const termsDialogWidth = 600;

export function TermsDialog({ onClose }: { onClose: () => void }) {
  return (
    <PortalDialog title="Terms and conditions" width={termsDialogWidth} onDismiss={onClose}>
      {() => <TermsAndConditions />}
    </PortalDialog>
  );
}

export function AcceptTermsDialog({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  return (
    <PortalDialog
      title="Terms and conditions"
      width={termsDialogWidth}
      onDismiss={onClose}
      actions={(dismiss) => (
        <>
          <Button
            onClick={() => {
              dismiss();
              onAccept();
            }}
          >
            I agree, create my account
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <p>Please read the terms and conditions. To accept them and create your account, choose “I agree, create my account”.</p>
          <TermsAndConditions />
        </>
      )}
    </PortalDialog>
  );
}
