// @portal/ui/dialog: a separate entry point, so the dialog frame loads only where a dialog is used.
export { PortalDialog } from './portal-dialog';
export type { PortalDialogProps } from './portal-dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
