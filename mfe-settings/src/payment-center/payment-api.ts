// The payment calls (sandbox README: members/{memberId}/bills, payments, autopay). Money is in dollars.
import { apiRequest } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

export interface Bill {
  billId: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amount: number;
  paid: number;
  status: string;
}

export interface BillsResponse {
  balanceDue: number;
  nextDueDate: string | null;
  bills: Bill[];
}

export interface Payment {
  paymentId: string;
  billId: string | null;
  amount: number;
  method: string;
  accountLast4: string;
  status: string;
  submittedAt: string;
  confirmationNumber: string;
}

export interface Autopay {
  enrolled: boolean;
  method: string | null;
  accountLast4: string | null;
  draftDay: number;
  enrolledOn: string | null;
}

/** Bank account or card details, as the API takes them (only the chosen method's fields). */
export type PaymentMethodDetails =
  | { method: 'bank'; routingNumber: string; accountNumber: string }
  | { method: 'card'; cardNumber: string; cardExpiry: string };

/** A payment: the bill, the amount in dollars, and another account's details or the account on file ('saved'). */
export type PaymentDetails = { billId: string; amount: number } & (PaymentMethodDetails | { method: 'saved' });

export function loadBills(memberId: string, signal: AbortSignal): Promise<BillsResponse> {
  return apiRequest<BillsResponse>(settingsCalls.bills, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

export function loadPayments(memberId: string, signal: AbortSignal): Promise<{ payments: Payment[] }> {
  return apiRequest<{ payments: Payment[] }>(settingsCalls.payments, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

/**
 * Pays a bill once per `idempotencyKey`: the same key sent again (a retry, a reload) is answered with
 * the first payment and pays nothing more (request-key.ts keeps it until the payment is confirmed).
 */
export function makePayment(memberId: string, body: PaymentDetails, idempotencyKey: string): Promise<Payment> {
  return apiRequest<Payment>(settingsCalls.makePayment, { params: { memberId }, body, idempotencyKey });
}

export function loadAutopay(memberId: string, signal: AbortSignal): Promise<Autopay> {
  return apiRequest<Autopay>(settingsCalls.autopay, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

/** Changes autopay once per `idempotencyKey`, as makePayment pays once. */
export function saveAutopay(memberId: string, body: { enrolled: false } | ({ enrolled: true } & PaymentMethodDetails), idempotencyKey: string): Promise<Autopay> {
  return apiRequest<Autopay>(settingsCalls.saveAutopay, { params: { memberId }, body, idempotencyKey });
}
