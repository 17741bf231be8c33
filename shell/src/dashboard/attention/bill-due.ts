// What the bill card says (issue 25): what is due and by when; with autopay on, that autopay will pay
// it on the draft day, so the member is not invited to pay twice.
import { formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import type { Autopay, Bills } from '../dashboard-data';

export type BillDue = { kind: 'paid-up' | 'autopay' | 'due'; text: string; detail: string | null };

/** 1st, 2nd, 3rd, 4th… 21st, 22nd, 26th: the day of the month autopay drafts. */
function dayOfMonth(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

export function billDue(bills: Bills, autopay: Autopay | null): BillDue {
  if (!(bills.balanceDue > 0)) return { kind: 'paid-up', text: 'You’re all paid up. Nothing is due right now.', detail: null };
  const dueDate = bills.nextDueDate ? formatDate(bills.nextDueDate) : null;
  if (autopay?.enrolled) {
    return {
      kind: 'autopay',
      text: `Autopay will pay ${formatMoney(bills.balanceDue)} on the ${dayOfMonth(autopay.draftDay)}.`,
      detail: dueDate ? `Your bill is due ${dueDate}. You don’t need to do anything.` : 'You don’t need to do anything.',
    };
  }
  return { kind: 'due', text: dueDate ? `${formatMoney(bills.balanceDue)} due by ${dueDate}` : `${formatMoney(bills.balanceDue)} due`, detail: null };
}
