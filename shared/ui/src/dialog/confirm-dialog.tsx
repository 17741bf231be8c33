// The one confirmation dialog ("Delete this message?", "Turn off autopay?", "Change your primary care
// provider?", "Delete your account?"): a question, what will happen, the action and Cancel. The
// action button comes first, as in GOV.UK and VA.gov; a destructive action is red, interrupts as an
// alertdialog, and opens with focus on Cancel, so a stray Enter never deletes anything.
import { useEffect, useRef, useState, type ReactNode } from 'react';
// The kit's Button and ErrorAlert from its main entry, the run-time singleton the page has loaded
// already, rather than a second copy of them in this entry's chunk (docs/performance.md#page-weight-history).
import { Button, ErrorAlert } from '@portal/ui';
import { PortalDialog } from './portal-dialog';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  title: string;
  /** The action, said as what happens: "Delete message", "Turn off autopay". */
  confirmLabel: string;
  /** Shown on the action while an action that returns a promise runs ("Saving…"). */
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * Runs the action; the caller closes the dialog (unmounts it) when the action is done. Returning
   * nothing means it is done: focus goes back to what opened the dialog. Returning a promise keeps the
   * dialog open with the busy label, and the action button ignores further clicks until it settles;
   * the caller then closes the dialog, or passes `error` to explain a refusal in place.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The member cancelled: Cancel, Escape or the overlay. */
  onClose: () => void;
  /** A refusal to explain inside the dialog (announced), e.g. the member API's coded message. */
  error?: string | null;
  width?: number;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
}

export function ConfirmDialog({
  title,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onClose,
  error,
  width = 440,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The caller unmounts the dialog once the action is done; focus then goes back to its opener.
  const returnFocus = useReturnFocus();
  const confirmed = useRef(false);
  useEffect(
    () => () => {
      mounted.current = false;
      // Closed by the caller once its action is done: focus goes back to what opened the dialog (when
      // it is still on the page; a caller that navigated away leaves focus to the new page).
      if (confirmed.current) returnFocus();
    },
    [returnFocus],
  );

  return (
    <PortalDialog
      title={title}
      width={width}
      role={destructive ? 'alertdialog' : 'dialog'}
      onDismiss={onClose}
      initialFocus={destructive ? cancelButton : undefined}
      actions={(dismiss) => (
        <>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            aria-disabled={busy || undefined}
            onClick={() => {
              // A double click must not run the action twice.
              if (running.current) return;
              const result = onConfirm();
              if (!result) {
                returnFocus();
                return;
              }
              running.current = true;
              confirmed.current = true;
              setBusy(true);
              void result
                .catch(() => undefined)
                .finally(() => {
                  running.current = false;
                  if (mounted.current) setBusy(false);
                });
            }}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
          <Button variant="secondary" ref={cancelButton} onClick={dismiss}>
            {cancelLabel}
          </Button>
        </>
      )}
    >
      {() => (
        <>
          {children}
          {error && <ErrorAlert>{error}</ErrorAlert>}
        </>
      )}
    </PortalDialog>
  );
}
