import { StatusBadge } from '@portal/ui';
import { statusLabelColor } from './status-colors';

/**
 * A prior authorization's status on the kit's status badge, in its docs/product/claims-and-care.md#care-authorization-colours colour. The status
 * text carries the meaning, so the colour is never the only signal; an unknown status shows as plain text.
 */
export function StatusLabel({ status }: { status: string }) {
  return <StatusBadge color={statusLabelColor(status)}>{status}</StatusBadge>;
}
