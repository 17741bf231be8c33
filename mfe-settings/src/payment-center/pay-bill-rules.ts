// Paying a bill: which bill, how much (more than $0, cents at most, not more than the bill's balance),
// and the payment method.
import { object } from 'yup';
import { text, withFormRules } from '@portal/forms';
import { formatMoney } from '@portal/ui';
import { insurerToday, type DayInput } from '@portal/ui/dates';
import type { Bill } from './payment-api';
import { emptyPaymentMethod, paymentMethodFields, paymentMethodProblems, type PaymentMethodValues } from './payment-method-rules';

/** A dollar amount as typed ("$1,234.5", "487.25") in cents, or null when it is not one. */
export function parseAmountCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export function billBalance(bill: Bill): number {
  return Math.round((bill.amount - bill.paid) * 100) / 100;
}

export function unpaidBills(bills: readonly Bill[]): Bill[] {
  return bills.filter((bill) => bill.status !== 'Paid' && billBalance(bill) > 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export type PayBillValues = { billId: string; amount: string } & PaymentMethodValues;

/** Every problem of a payment, as [field, message] pairs in the order of the form. */
export function payBillProblems(values: PayBillValues, bills: readonly Bill[], today: DayInput): [keyof PayBillValues, string][] {
  const problems: [keyof PayBillValues, string][] = [];
  const bill = bills.find((candidate) => candidate.billId === values.billId);
  if (!bill) problems.push(['billId', 'Choose the bill you are paying']);
  const cents = parseAmountCents(values.amount);
  if (values.amount.trim() === '') problems.push(['amount', 'Enter the amount to pay']);
  else if (cents === null) problems.push(['amount', 'Enter an amount in dollars and cents, like 487.25']);
  else if (cents <= 0) problems.push(['amount', 'Enter an amount more than $0.00']);
  else if (bill && cents > Math.round(billBalance(bill) * 100)) problems.push(['amount', `The amount is more than this bill’s balance of ${formatMoney(billBalance(bill))}`]);
  return [...problems, ...paymentMethodProblems(values, today)];
}

/** `today` defaults to today in the insurer's time zone (America/Chicago), read at each check. */
export function payBillSchema(bills: readonly Bill[], today: () => DayInput = () => insurerToday()) {
  return withFormRules(object({ billId: text(), amount: text(), ...paymentMethodFields }), (values) => payBillProblems(values, bills, today()));
}

export function emptyPayBill(bill: Bill | undefined) {
  return { billId: bill?.billId ?? '', amount: bill ? billBalance(bill).toFixed(2) : '', ...emptyPaymentMethod };
}
