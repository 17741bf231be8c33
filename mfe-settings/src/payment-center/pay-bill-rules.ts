// Paying a bill: which bill, how much (dollars and cents, at least $0.01 and not more than the bill's
// balance) and where from: the account on file (saved-account.ts), or another account's details. Money is reckoned in whole cents (@portal/contracts/money) and the
// amount and method rules are the member API's own (@portal/contracts/payment-rules).
import { object } from 'yup';
import { centsFromDollars, dollarsFromCents, formatCents, parseTypedDollars } from '@portal/contracts/money';
import { paymentAmountProblem } from '@portal/contracts/payment-rules';
import { text, withFormRules } from '@portal/forms';
import { insurerToday, type DayInput } from '@portal/ui/dates';
import type { Bill, PaymentDetails } from './api';
import {
  emptyPaymentMethod,
  paymentMethodDetails,
  paymentMethodFields,
  paymentMethodProblems,
  type PaymentMethodValues,
} from './payment-method-rules';
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

/** Every problem of a payment, as [field, message] pairs in the order of the form. */
export function payBillProblems(
  values: PayBillValues,
  bills: readonly Bill[],
  saved: SavedAccount | null,
  today: DayInput,
): [keyof PayBillValues, string][] {
  const problems: [keyof PayBillValues, string][] = [];
  const bill = bills.find((candidate) => candidate.billId === values.billId);
  if (!bill) problems.push(['billId', 'Choose the bill you are paying']);
  const cents = amountCents(values);
  if (values.amount.trim() === '') problems.push(['amount', 'Enter the amount to pay']);
  else if (cents === null) problems.push(['amount', 'Enter an amount in dollars and cents, like 487.25']);
  else {
    const balance = bill ? billBalanceCents(bill) : undefined;
    const problem = paymentAmountProblem(cents, balance === undefined ? undefined : { cents: balance, text: formatCents(balance) });
    if (problem) problems.push(['amount', problem.message]);
  }
  if (paysFromSaved(values, saved)) return problems;
  if (saved !== null && values.source !== 'other') return [...problems, ['source', 'Choose the account to pay from']];
  return [...problems, ...paymentMethodProblems(values, today, 'payment')];
}

/** `today` defaults to today in the insurer's time zone (America/Chicago), read at each check. */
export function payBillSchema(bills: readonly Bill[], saved: SavedAccount | null, today: () => DayInput = () => insurerToday()) {
  return withFormRules(object({ billId: text(), amount: text(), source: text(), ...paymentMethodFields }), (values) =>
    payBillProblems(values, bills, saved, today()),
  );
}

/** What the API is sent: the bill, the amount in dollars, and the account on file or the other account's details (only those). */
export function paymentDetails(values: PayBillValues, saved: SavedAccount | null): PaymentDetails {
  const method = paysFromSaved(values, saved) ? { method: 'saved' as const } : paymentMethodDetails(values);
  return { billId: values.billId, amount: dollarsFromCents(amountCents(values) ?? 0), ...method };
}

/** A bill's balance as the amount field shows it: 487.25. */
export function balanceText(bill: Bill): string {
  return dollarsFromCents(billBalanceCents(bill)).toFixed(2);
}

/** The form as it opens: the first bill due, its whole balance, and the account on file when there is one. */
export function emptyPayBill(bill: Bill | undefined, saved: SavedAccount | null): PayBillValues {
  return { billId: bill?.billId ?? '', amount: bill ? balanceText(bill) : '', source: saved ? 'saved' : 'other', ...emptyPaymentMethod };
}
