// A bill's figures and the pay form's values as it opens: what the form draws before its form
// machinery (Formik, Yup, the rules) loads, so nothing here imports the forms kit or Yup. Money is
// reckoned in whole cents (@portal/contracts/money). The rules that check a payment are in pay-bill-rules.ts.
import { centsFromDollars, dollarsFromCents, parseTypedDollars } from '@portal/contracts/money';
import type { Bill } from './api';
import { emptyPaymentMethod, type PaymentMethodValues } from './payment-method-values';
import type { SavedAccount } from './saved-account';

/** What is left to pay on a bill, in cents. */
export function billBalanceCents(bill: Bill): number {
  return centsFromDollars(bill.amount) - centsFromDollars(bill.paid);
}

export function unpaidBills(bills: readonly Bill[]): Bill[] {
  return bills.filter((bill) => bill.status !== 'Paid' && billBalanceCents(bill) > 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** Where the money comes from: the account on file, or another account typed in. */
export type PaymentSource = 'saved' | 'other';

export type PayBillValues = { billId: string; amount: string; source: string } & PaymentMethodValues;

/** Whether the payment comes from the account on file (there must be one). */
export function paysFromSaved(values: Pick<PayBillValues, 'source'>, saved: SavedAccount | null): boolean {
  return saved !== null && values.source === 'saved';
}

/** The amount as the member typed it, in cents; null when it is not an amount (the form has said so). */
export function amountCents(values: Pick<PayBillValues, 'amount'>): number | null {
  return parseTypedDollars(values.amount);
}

/** A bill's balance as the amount field shows it: 487.25. */
export function balanceText(bill: Bill): string {
  return dollarsFromCents(billBalanceCents(bill)).toFixed(2);
}

/** The form as it opens: the first bill due, its whole balance, and the account on file when there is one. */
export function emptyPayBill(bill: Bill | undefined, saved: SavedAccount | null): PayBillValues {
  return { billId: bill?.billId ?? '', amount: bill ? balanceText(bill) : '', source: saved ? 'saved' : 'other', ...emptyPaymentMethod };
}
