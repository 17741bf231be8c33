// What the bill card says: what is due and by when; with autopay on, that autopay will pay
// it on the draft day, so the member is not invited to pay twice.
import { formatMoney } from '@portal/ui';
import { autopayDraftDay, formatDate, ordinalDay } from '@portal/ui/dates/display';
import type { Autopay, BillsResponse } from '../payment-center/api';

/** What the card reads of the bills and of autopay. */
type Bills = Pick<BillsResponse, 'balanceDue' | 'nextDueDate'>;
type AutopayDraft = Pick<Autopay, 'enrolled' | 'draftDay'>;

export type BillDue = { kind: 'paid-up' | 'autopay' | 'due'; text: string; detail: string | null };

export function billDue(bills: Bills, autopay: AutopayDraft | null): BillDue {
  if (!(bills.balanceDue > 0)) return { kind: 'paid-up', text: 'You’re all paid up. Nothing is due right now.', detail: null };
  const dueDate = bills.nextDueDate ? formatDate(bills.nextDueDate) : null;
  if (autopay?.enrolled) {
    return {
      kind: 'autopay',
      text: `Autopay will pay ${formatMoney(bills.balanceDue)} on the ${ordinalDay(autopay.draftDay || autopayDraftDay)}.`,
      detail: dueDate ? `Your bill is due ${dueDate}. You don’t need to do anything.` : 'You don’t need to do anything.',
    };
  }
  return {
    kind: 'due',
    text: dueDate ? `${formatMoney(bills.balanceDue)} due by ${dueDate}` : `${formatMoney(bills.balanceDue)} due`,
    detail: null,
  };
}
