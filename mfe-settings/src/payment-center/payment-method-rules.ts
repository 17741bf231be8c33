// Payment method details as the payment and autopay forms hold them: a bank account or a card, and only
// the chosen method's fields checked and sent. The rules (ABA routing numbers, account numbers, card
// numbers with the Luhn check, expiry not before this month in the insurer's time zone) are the member
// API's own, @portal/contracts/payment-rules, so the form and the API never disagree.
import { paymentDigits, paymentMethodProblems as sharedPaymentMethodProblems, type PaymentMethod } from '@portal/contracts/payment-rules';
import { text } from '@portal/forms';
import { calendarDay, type DayInput } from '@portal/ui/dates';
import type { PaymentMethodDetails } from './api';

export const paymentMethodOptions = [
  { value: 'bank', label: 'Bank account (checking or savings)' },
  { value: 'card', label: 'Debit or credit card' },
] as const satisfies readonly { value: PaymentMethod; label: string }[];

/** The fields as the form holds them; every rule is in paymentMethodProblems, so all errors show at once. */
export const paymentMethodFields = {
  method: text(),
  routingNumber: text(),
  accountNumber: text(),
  cardNumber: text(),
  cardExpiry: text(),
};

export type PaymentMethodValues = { method: string; routingNumber: string; accountNumber: string; cardNumber: string; cardExpiry: string };

export const emptyPaymentMethod: PaymentMethodValues = { method: '', routingNumber: '', accountNumber: '', cardNumber: '', cardExpiry: '' };

/** The details the API takes for the chosen method (digits only): the other method's fields stay in the form. */
export function paymentMethodDetails(values: PaymentMethodValues): PaymentMethodDetails {
  return values.method === 'bank'
    ? { method: 'bank', routingNumber: paymentDigits(values.routingNumber), accountNumber: paymentDigits(values.accountNumber) }
    : { method: 'card', cardNumber: paymentDigits(values.cardNumber), cardExpiry: values.cardExpiry.trim() };
}

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
