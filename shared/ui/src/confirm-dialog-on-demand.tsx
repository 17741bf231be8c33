// ConfirmDialog for a page that asks its question only sometimes (turning autopay off, deleting the
// account): the dialog's code (@portal/ui/dialog, about 1.7 KB gzip) is fetched when the question is
// first asked, not with the page, which keeps such a form page within its first-visit budget
// (docs/performance.md#what-the-budgets-meet). Until it arrives nothing shows (one small request after the press); focus still goes
// back to the button that opened it (ConfirmDialog's use-return-focus reads it on mount). If the fetch
// fails the page keeps working: docs/product/errors-and-messages.md#errors-dialog connection message shows where the question would
// have been, with Try again.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
// The shell's one shared copy of the messages, so the kit's chunk does not carry a second one.
import { genericMessages } from '@portal/api-client/error-messages';
import { ErrorAlert } from './alert';
import { Button } from './button';
import type { ConfirmDialogProps } from './dialog/confirm-dialog';

type LoadConfirmDialog = () => Promise<{ ConfirmDialog: ComponentType<ConfirmDialogProps> }>;

class DialogLoadFailure extends Component<{ children: ReactNode; onTryAgain: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorAlert>
        {genericMessages.event}{' '}
        <Button
          variant="secondary"
          onClick={() => {
            this.props.onTryAgain();
            this.setState({ failed: false });
          }}
        >
          Try again
        </Button>
      </ErrorAlert>
    );
  }
}

/** The on-demand dialog over a loader (the tests give one that fails). */
export function createConfirmDialogOnDemand(load: LoadConfirmDialog): ComponentType<ConfirmDialogProps> {
  const lazyDialog = () => lazy(() => load().then((dialog) => ({ default: dialog.ConfirmDialog })));
  return function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
    // A failed load is remembered by React.lazy: Try again starts a new one.
    const [LazyConfirmDialog, setLazyConfirmDialog] = useState(lazyDialog);
    return (
      <DialogLoadFailure onTryAgain={() => setLazyConfirmDialog(lazyDialog)}>
        <Suspense fallback={null}>
          <LazyConfirmDialog {...props} />
        </Suspense>
      </DialogLoadFailure>
    );
  };
}

// Through the package's own dialog entry point, so the one run-time copy of it is used (a shared
// singleton: docs/decisions/0006-one-session-one-rights-context.md).
export const ConfirmDialogOnDemand = createConfirmDialogOnDemand(() => import('@portal/ui/dialog'));
