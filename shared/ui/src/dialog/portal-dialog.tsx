// The frame every portal dialog shares (shell and remotes; import from @portal/ui/dialog so the
// dialog library loads only where a dialog is used): Radix for the focus trap and Escape, a title, a description
// that assistive technology reads with it, actions, and focus given back on close (our dialogs
// unmount when they close, see use-return-focus).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from '../button';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export interface PortalDialogProps {
  title: string;
  width: number;
  /** alertdialog for a dialog that interrupts (the session timeout); dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Called when the member dismisses the dialog (Close, Escape, or the default action). */
  onDismiss: () => void;
  /** Content before the description, e.g. an error-code line. */
  lead?: ReactNode;
  /** The description; receives the dismiss function for links inside it. */
  children: (dismiss: () => void) => ReactNode;
  /** The buttons; a Close button when absent. */
  actions?: (dismiss: () => void) => ReactNode;
  /** What takes focus when the dialog opens; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function PortalDialog({ title, width, role = 'dialog', onDismiss, lead, children, actions, initialFocus }: PortalDialogProps) {
  const returnFocus = useReturnFocus();
  const descriptionId = useId();
  const dismiss = () => {
    onDismiss();
    returnFocus();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          role={role}
          className={styles.content}
          style={{ width }}
          aria-describedby={descriptionId}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {lead}
          <div id={descriptionId}>{children(dismiss)}</div>
          <div className={styles.actions}>{actions ? actions(dismiss) : <Button onClick={dismiss}>Close</Button>}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
