// The dialog code (and its library) loads only when a dialog opens, so /login never pays for it.
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { errorDialogStore } from '@portal/api-client';

const ErrorDialog = lazy(() => import('./error-dialog'));

export function ErrorDialogHost() {
  const open = useStore(errorDialogStore, (state) => state.error !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  );
}
