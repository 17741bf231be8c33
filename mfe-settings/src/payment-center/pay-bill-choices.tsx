// What the pay form offers and says as it opens, the same whether it is drawn before its form machinery
// has loaded (pay-bill-form-on-intent.tsx) or by the form itself (pay-bill-form.tsx).
import { formatCents } from '@portal/contracts/money';
import { formatDate } from '@portal/ui/dates/display';
import type { Bill } from './api';
import { billBalanceCents } from './pay-bill-values';
import { accountText, type SavedAccount } from './saved-account';

export const payBillFormName = 'Pay your bill';

/** The bill and amount fields' names and words, as both drawings give them. */
export const billField = { name: 'billId', label: 'Bill', placeholder: 'Choose a bill', required: true } as const;
export const amountField = {
  name: 'amount',
  label: 'Amount to pay',
  hint: 'The bill’s balance. You can pay less, in dollars and cents, for example 100.00.',
  inputMode: 'decimal',
  autoComplete: 'off',
  required: true,
} as const;

export function billChoices(unpaid: readonly Bill[]) {
  return unpaid.map((bill) => ({
    value: bill.billId,
    label: `Due ${formatDate(bill.dueDate)}: ${formatCents(billBalanceCents(bill))} to pay`,
  }));
}

/** The account on file first, when there is one; no choice without one. */
export function sourceChoices(saved: SavedAccount | null) {
  return saved
    ? [
        { value: 'saved', label: `${accountText(saved.method, saved.last4)} (your autopay account)` },
        { value: 'other', label: 'Another account' },
      ]
    : [];
}

/** Said when a payment's key is still kept from an earlier visit: that payment may have gone through. */
export function EarlierPaymentNotice() {
  return (
    <p>
      <strong>A payment you started may not have finished.</strong> Check your payment history below. If you pay again with the same
      details, you are charged only once.
    </p>
  );
}
