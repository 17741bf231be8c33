// ConfirmDialog for a page that asks its question only sometimes (turning autopay off, deleting the
// account): the dialog's code (@portal/ui/dialog, about 1.7 KB gzip) is fetched when the question is
// first asked, not with the page, which keeps such a form page within its first-visit budget (README
// "Page weight"). Until it arrives nothing shows (one small request after the press); focus still goes
// back to the button that opened it (ConfirmDialog's use-return-focus reads it on mount).
import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './dialog/confirm-dialog';

// Through the package's own dialog entry point, so the one run-time copy of it is used (a shared
// singleton: docs/architecture.md decision 3).
const LazyConfirmDialog = lazy(() => import('@portal/ui/dialog').then((dialog) => ({ default: dialog.ConfirmDialog })));

export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
