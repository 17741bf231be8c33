// The payment calls (members/{memberId}/bills, payments, autopay), shared by the payment center and
// the bill card. Money is in dollars. Loads show their failure in place; a payment's and an autopay
// change's refusals come back coded (PAY-*) and the form the member is using shows them (all
// errors: 'caller').
import { callApi, memberCall, type CallAnswer, type CallBody } from '@portal/api-client';

const calls = {
  bills: memberCall('GET', 'members/{memberId}/bills', 'BP-NFA-100', { errors: 'caller' }),
  payments: memberCall('GET', 'members/{memberId}/payments', 'BP-NFA-100', { errors: 'caller' }),
  makePayment: memberCall('POST', 'members/{memberId}/payments', 'BP-NFA-100', { errors: 'caller' }),
  autopay: memberCall('GET', 'members/{memberId}/autopay', 'BP-NFA-100', { errors: 'caller' }),
  saveAutopay: memberCall('PUT', 'members/{memberId}/autopay', 'BP-NFA-100', { errors: 'caller' }),
};

export type BillsResponse = CallAnswer<typeof calls.bills>;
export type Bill = BillsResponse['bills'][number];
export type Payment = CallAnswer<typeof calls.makePayment>;
export type Autopay = CallAnswer<typeof calls.autopay>;

/**
 * Bank account or card details, only the chosen method's fields. Narrower than the API's body, where
 * every method's fields are optional: the forms build exactly one method's details.
 */
export type PaymentMethodDetails =
  { method: 'bank'; routingNumber: string; accountNumber: string } | { method: 'card'; cardNumber: string; cardExpiry: string };

/** A payment: the bill, the amount in dollars, and another account's details or the account on file ('saved'). */
export type PaymentDetails = { billId: string; amount: number } & (PaymentMethodDetails | { method: 'saved' });

export function loadBills(memberId: string, signal: AbortSignal): Promise<BillsResponse> {
  return callApi(calls.bills, { params: { memberId }, signal });
}

export function loadPayments(memberId: string, signal: AbortSignal): Promise<CallAnswer<typeof calls.payments>> {
  return callApi(calls.payments, { params: { memberId }, signal });
}

/**
 * Pays a bill once per `idempotencyKey`: the same key sent again (a retry, a reload) is answered with
 * the first payment and pays nothing more (request-key.ts keeps it until the payment is confirmed).
 */
export function makePayment(
  memberId: string,
  body: PaymentDetails & CallBody<typeof calls.makePayment>,
  idempotencyKey: string,
): Promise<Payment> {
  return callApi(calls.makePayment, { params: { memberId }, body, idempotencyKey });
}

export function loadAutopay(memberId: string, signal: AbortSignal): Promise<Autopay> {
  return callApi(calls.autopay, { params: { memberId }, signal });
}

/** Changes autopay once per `idempotencyKey`, as makePayment pays once. */
export function saveAutopay(
  memberId: string,
  body: ({ enrolled: false } | ({ enrolled: true } & PaymentMethodDetails)) & CallBody<typeof calls.saveAutopay>,
  idempotencyKey: string,
): Promise<Autopay> {
  return callApi(calls.saveAutopay, { params: { memberId }, body, idempotencyKey });
}
