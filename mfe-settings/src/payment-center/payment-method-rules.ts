// Payment method details: a bank account (9-digit routing number, 4 to 17-digit account number) or a
// card (13 to 19 digits that pass the Luhn check, expiry MM/YY not in the past). Only the chosen
// method's fields are checked and sent.
import { text } from '@portal/forms';
import { isCardExpiryCurrent, type DayInput } from '@portal/ui/dates';
import type { PaymentMethodDetails } from './payment-api';

export const paymentMethods = ['bank', 'card'] as const;

export const paymentMethodOptions = [
  { value: 'bank', label: 'Bank account (checking or savings)' },
  { value: 'card', label: 'Debit or credit card' },
] as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Whether MM/YY is a real month that has not ended before `today` (today in the insurer's time zone;
 * a Date counts as its day in Chicago): the date module's card-expiry rule.
 */
export function isCurrentOrFutureExpiry(value: string, today: DayInput): boolean {
  return isCardExpiryCurrent(value, today);
}

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

/** The problems of the chosen method's fields, as [field, message] pairs (for withFormRules). */
export function paymentMethodProblems(values: PaymentMethodValues, today: DayInput): [keyof PaymentMethodValues, string][] {
  const problems: [keyof PaymentMethodValues, string][] = [];
  if (!(paymentMethods as readonly string[]).includes(values.method)) problems.push(['method', 'Choose how you want to pay']);
  if (values.method === 'bank') {
    const routing = digitsOnly(values.routingNumber);
    const account = digitsOnly(values.accountNumber);
    if (routing === '') problems.push(['routingNumber', 'Enter the routing number']);
    else if (!/^\d{9}$/.test(routing)) problems.push(['routingNumber', 'A routing number has 9 digits']);
    if (account === '') problems.push(['accountNumber', 'Enter the account number']);
    else if (!/^\d{4,17}$/.test(account)) problems.push(['accountNumber', 'An account number has 4 to 17 digits']);
  } else if (values.method === 'card') {
    const card = digitsOnly(values.cardNumber);
    if (card === '') problems.push(['cardNumber', 'Enter the card number']);
    else if (!/^\d{13,19}$/.test(card) || !passesLuhn(card)) problems.push(['cardNumber', 'Enter a valid card number, 13 to 19 digits']);
    if (values.cardExpiry.trim() === '') problems.push(['cardExpiry', 'Enter the expiry date']);
    else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(values.cardExpiry.trim())) problems.push(['cardExpiry', 'Enter the expiry date as MM/YY, like 08/29']);
    else if (!isCurrentOrFutureExpiry(values.cardExpiry, today)) problems.push(['cardExpiry', 'This card has expired. Use a card with a later expiry date']);
  }
  return problems;
}

/** The details the API takes for the chosen method (digits only). */
export function paymentMethodDetails(values: PaymentMethodValues): PaymentMethodDetails {
  return values.method === 'bank'
    ? { method: 'bank', routingNumber: digitsOnly(values.routingNumber), accountNumber: digitsOnly(values.accountNumber) }
    : { method: 'card', cardNumber: digitsOnly(values.cardNumber), cardExpiry: values.cardExpiry.trim() };
}
