// Whether autopay will pay a bill, and what the page tells a member about to pay that bill too.
// Autopay drafts on its draft day (the 26th) of the month a bill is due; a bill is due the day before
// the month it covers, so the draft comes before the due date. It pays a bill whose draft day is still
// ahead (today counts) and not after the due date.
// A bill is never paid beyond its amount: the member API refuses a payment on a paid bill and any
// payment beyond the balance. So a bill paid in full now is not drafted again, and a part payment
// leaves autopay the rest.
import { formatCents } from '@portal/contracts/money';
import { autopayDraftDay, calendarDay, compareDays, dayOfSameMonth, formatDate, type DayInput } from '@portal/ui/dates/days';
import { billBalanceCents } from './pay-bill-values';
import type { Autopay, Bill } from './api';
import { accountText } from './saved-account';

export interface AutopayDraft {
  /** The day autopay drafts the bill, YYYY-MM-DD. */
  date: string;
  /** What it drafts: the bill's balance, in cents. */
  amountCents: number;
  /** The account it drafts from, masked ("bank account ending in 6789"). */
  accountText: string;
}

/** The draft autopay will make of `bill`, or null when autopay is off or will not pay this bill. */
export function autopayDraftFor(bill: Bill | undefined, autopay: Autopay | null, today: DayInput): AutopayDraft | null {
  if (!bill || !autopay?.enrolled) return null;
  const amountCents = billBalanceCents(bill);
  const date = calendarDay(bill.dueDate) ? dayOfSameMonth(bill.dueDate, autopay.draftDay || autopayDraftDay) : null;
  if (amountCents <= 0 || !date || compareDays(date, today) < 0 || compareDays(date, bill.dueDate) > 0) return null;
  return { date, amountCents, accountText: accountText(autopay.method, autopay.accountLast4).toLowerCase() };
}

/** What the member reads before paying a bill autopay will pay. */
export function autopayWarningText(draft: AutopayDraft): { title: string; lines: [string, string] } {
  return {
    title: 'Autopay will pay this bill',
    lines: [
      `Autopay will pay ${formatCents(draft.amountCents)} from your ${draft.accountText} on ${formatDate(draft.date)}. You don’t need to pay this bill yourself.`,
      'If you pay it in full now, autopay will not draft it again; if you pay part of it, autopay drafts the rest.',
    ],
  };
}
