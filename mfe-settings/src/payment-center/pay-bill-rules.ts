// Paying a bill: which bill, how much (dollars and cents, at least $0.01 and not more than the bill's
// balance) and the payment method. Money is reckoned in whole cents (@portal/contracts/money) and the
// amount and method rules are the member API's own (@portal/contracts/payment-rules).
import { object } from 'yup';
import { centsFromDollars, dollarsFromCents, formatCents, parseTypedDollars } from '@portal/contracts/money';
import { paymentAmountProblem } from '@portal/contracts/payment-rules';
import { text, withFormRules } from '@portal/forms';
import { insurerToday, type DayInput } from '@portal/ui/dates';
import type { Bill } from './payment-api';
import { emptyPaymentMethod, paymentMethodFields, paymentMethodProblems, type PaymentMethodValues } from './payment-method-rules';

/** What is left to pay on a bill, in cents. */
export function billBalanceCents(bill: Bill): number {
  return centsFromDollars(bill.amount) - centsFromDollars(bill.paid);
}

export function unpaidBills(bills: readonly Bill[]): Bill[] {
  return bills.filter((bill) => bill.status !== 'Paid' && billBalanceCents(bill) > 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export type PayBillValues = { billId: string; amount: string } & PaymentMethodValues;

/** The amount as the member typed it, in cents; null when it is not an amount (the form has said so). */
export function amountCents(values: Pick<PayBillValues, 'amount'>): number | null {
  return parseTypedDollars(values.amount);
}

/** Every problem of a payment, as [field, message] pairs in the order of the form. */
export function payBillProblems(values: PayBillValues, bills: readonly Bill[], today: DayInput): [keyof PayBillValues, string][] {
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
  return [...problems, ...paymentMethodProblems(values, today, 'payment')];
}

/** `today` defaults to today in the insurer's time zone (America/Chicago), read at each check. */
export function payBillSchema(bills: readonly Bill[], today: () => DayInput = () => insurerToday()) {
  return withFormRules(object({ billId: text(), amount: text(), ...paymentMethodFields }), (values) => payBillProblems(values, bills, today()));
}

/** A bill's balance as the amount field shows it: 487.25. */
export function balanceText(bill: Bill): string {
  return dollarsFromCents(billBalanceCents(bill)).toFixed(2);
}

export function emptyPayBill(bill: Bill | undefined) {
  return { billId: bill?.billId ?? '', amount: bill ? balanceText(bill) : '', ...emptyPaymentMethod };
}
