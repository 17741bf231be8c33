import { ConfirmDialog } from '@portal/ui/dialog';

/** Asks before deleting: a deleted message cannot be brought back, so the dialog opens on Cancel. */
export function DeleteMessageDialog({ subject, onCancel, onConfirm }: { subject: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title="Delete this message?"
      confirmLabel="Delete message"
      destructive
      width={420}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <p>“{subject}” will be deleted from your message center. You can&apos;t undo this.</p>
    </ConfirmDialog>
  );
}
