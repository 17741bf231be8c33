// The account page's block-dates form: its fields and what it sends, in one place for the form as it
// first draws (admin-account-page.tsx) and the form once its rules have loaded (admin-block-form.tsx).
import type { BlockDates } from './admin-schemas';

export const emptyBlock = { blockFrom: '', unblockFrom: '' };

export const blockFields: readonly { name: keyof typeof emptyBlock; label: string; hint: string }[] = [
  { name: 'blockFrom', label: 'Block from', hint: "MM/DD/YYYY. The member can't sign in from this day." },
  { name: 'unblockFrom', label: 'Unblock from', hint: 'MM/DD/YYYY. The block ends on this day.' },
];

export const blockButtonLabel = 'Save date';

/** The request body: the one date given (the form refuses both). */
export function blockRequest(dates: BlockDates): { blockFrom: string } | { unblockFrom: string } {
  return dates.blockFrom ? { blockFrom: dates.blockFrom } : { unblockFrom: dates.unblockFrom };
}
