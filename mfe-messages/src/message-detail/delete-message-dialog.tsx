import { PortalDialog } from '@portal/ui/dialog';
import { Button } from '@portal/ui';

/** Asks before deleting: a deleted message cannot be brought back. Cancel is the safe default. */
export function DeleteMessageDialog({ subject, onCancel, onConfirm }: { subject: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <PortalDialog
      title="Delete this message?"
      width={420}
      onDismiss={onCancel}
      actions={(dismiss) => (
        <>
          <Button
            onClick={() => {
              dismiss();
              onConfirm();
            }}
          >
            Delete message
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
        </>
      )}
    >
      {() => (
        <p>
          “{subject}” will be deleted from your message center. You can&apos;t undo this.
        </p>
      )}
    </PortalDialog>
  );
}
