// Paying a bill: which bill, how much (dollars and cents, at least $0.01 and not more than the bill's
// balance) and where from: the account on file (saved-account.ts), or another account's details. Money is reckoned in whole cents (@portal/contracts/money) and the
// amount and method rules are the member API's own (@portal/contracts/payment-rules).
import { object } from 'yup';
import { dollarsFromCents, formatCents } from '@portal/contracts/money';
import { paymentAmountProblem } from '@portal/contracts/payment-rules';
import { text, withFormRules } from '@portal/forms';
import { insurerToday, type DayInput } from '@portal/ui/dates/days';
import type { Bill, PaymentDetails } from './api';
import { paymentMethodDetails, paymentMethodFields, paymentMethodProblems } from './payment-method-rules';
import { amountCents, billBalanceCents, paysFromSaved, type PayBillValues } from './pay-bill-values';
import type { SavedAccount } from './saved-account';

export {
  amountCents,
  balanceText,
  billBalanceCents,
  emptyPayBill,
  paysFromSaved,
  unpaidBills,
  type PayBillValues,
  type PaymentSource,
} from './pay-bill-values';

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
