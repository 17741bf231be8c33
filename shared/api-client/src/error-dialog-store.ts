// The one error dialog of the portal (docs/product/errors-and-messages.md#errors-dialog): any app puts an error here, the shell shows it.
import { createStore } from 'zustand/vanilla';
import { onSignOutReset } from '@portal/session';

export interface ErrorDialogContent {
  /** Shown as the error-code line, e.g. BP-NFA-002. */
  code?: string;
  /**
   * Without a message the dialog shows its own text with the "contact us" link (docs/product/errors-and-messages.md#errors-dialog): for a
   * failure no message of the catalogue describes, such as a fault of the portal's own code.
   */
  message?: string;
}

export interface ErrorDialogState {
  error: ErrorDialogContent | null;
  show(error: ErrorDialogContent): void;
  close(): void;
}

export const errorDialogStore = createStore<ErrorDialogState>()((set) => ({
  error: null,
  show: (error) => set({ error }),
  close: () => set({ error: null }),
}));

onSignOutReset(() => errorDialogStore.getState().close());
