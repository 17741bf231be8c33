// The payment method as the payment and autopay forms hold it (a bank account or a card), what the API is
// sent for it, and the choices: what the pay form draws before its form machinery loads, so nothing
// here imports the forms kit or Yup. The rules that check it are in payment-method-rules.ts.
import { paymentDigits, type PaymentMethod } from '@portal/contracts/payment-rules';
import type { PaymentMethodDetails } from './api';

export const paymentMethodOptions = [
  { value: 'bank', label: 'Bank account (checking or savings)' },
  { value: 'card', label: 'Debit or credit card' },
] as const satisfies readonly { value: PaymentMethod; label: string }[];

export type PaymentMethodValues = { method: string; routingNumber: string; accountNumber: string; cardNumber: string; cardExpiry: string };

export const emptyPaymentMethod: PaymentMethodValues = { method: '', routingNumber: '', accountNumber: '', cardNumber: '', cardExpiry: '' };

/** The details the API takes for the chosen method (digits only): the other method's fields stay in the form. */
export function paymentMethodDetails(values: PaymentMethodValues): PaymentMethodDetails {
  return values.method === 'bank'
    ? { method: 'bank', routingNumber: paymentDigits(values.routingNumber), accountNumber: paymentDigits(values.accountNumber) }
    : { method: 'card', cardNumber: paymentDigits(values.cardNumber), cardExpiry: values.cardExpiry.trim() };
}
