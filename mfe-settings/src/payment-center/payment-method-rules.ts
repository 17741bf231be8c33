// Payment method details as the payment and autopay forms hold them: a bank account or a card, and only
// the chosen method's fields checked and sent. The rules (ABA routing numbers, account numbers, card
// numbers with the Luhn check, expiry not before this month in the insurer's time zone) are the member
// API's own, @portal/contracts/payment-rules, so the form and the API never disagree.
import { paymentMethodProblems as sharedPaymentMethodProblems } from '@portal/contracts/payment-rules';
import { text } from '@portal/forms';
import { calendarDay, type DayInput } from '@portal/ui/dates/days';
import { paymentMethodDetails, type PaymentMethodValues } from './payment-method-values';

export { emptyPaymentMethod, paymentMethodDetails, paymentMethodOptions, type PaymentMethodValues } from './payment-method-values';

/** The fields as the form holds them; every rule is in paymentMethodProblems, so all errors show at once. */
export const paymentMethodFields = {
  method: text(),
  routingNumber: text(),
  accountNumber: text(),
  cardNumber: text(),
  cardExpiry: text(),
};

/**
 * The problems of the chosen method's fields, as [field, message] pairs (for withFormRules), judged on
 * `today` (a day as the date module reads it: a Date counts as its day in Chicago).
 */
export function paymentMethodProblems(
  values: PaymentMethodValues,
  today: DayInput,
  purpose: 'payment' | 'autopay',
): [keyof PaymentMethodValues, string][] {
  const chosen = values.method === 'bank' || values.method === 'card' ? paymentMethodDetails(values) : { method: values.method };
  const day = calendarDay(today);
  if (!day) throw new RangeError(`not a calendar day: ${String(today)}`);
  return sharedPaymentMethodProblems(chosen, day, purpose).map(({ field, message }) => [field as keyof PaymentMethodValues, message]);
}
