// Paying a bill: the balance is read with the bill's row locked (SELECT ... FOR UPDATE) and the payment
// recorded in the same transaction, so payments running at the same time take turns on the bill and
// none can pay more than is left. The database's check on bills (paid never beyond the amount) is the
// last line; if it ever refuses, the member is told as for any over-payment.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatCents } from '@portal/contracts/money';
import { paymentAmountProblem } from '@portal/contracts/payment-rules';
import type { Db } from '../db/client.ts';
import { bills, payments } from '../db/schema.ts';
import { coded, fieldError } from '../api/errors.ts';
import type { CheckedMethod } from './payment-checks.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The database's check that a bill is never paid beyond its amount (migration 0005_payments_once). */
export const billPaidWithinAmountCheck = 'bills_paid_within_amount_check';

/** Whether `error` (or what caused it) is PostgreSQL refusing a row by the named check constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}

export async function payBill(
  tx: Db,
  contractId: string,
  billId: string,
  payment: CheckedMethod & { amountCents: number },
): Promise<PaymentRow> {
  const [bill] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.billId, billId), eq(bills.contractId, contractId)))
    .for('update');
  if (!bill) throw coded('PAY-0003');
  const balanceCents = bill.amountCents - bill.paidCents;
  if (bill.status === 'Paid' || balanceCents <= 0) throw coded('PAY-0004');
  const problem = paymentAmountProblem(payment.amountCents, { cents: balanceCents, text: formatCents(balanceCents) });
  if (problem) throw fieldError(problem.code, problem.field, problem.message);

  const row: PaymentRow = {
    paymentId: `PAY-${randomBytes(6).toString('hex').toUpperCase()}`,
    contractId,
    billId,
    amountCents: payment.amountCents,
    method: payment.method,
    accountLast4: payment.accountLast4,
    status: 'Submitted',
    submittedAt: new Date(),
    confirmationNumber: `C${randomBytes(5).toString('hex').toUpperCase()}`,
  };
  await tx.insert(payments).values(row);
  await tx
    .update(bills)
    .set({
      paidCents: sql`${bills.paidCents} + ${payment.amountCents}`,
      status: sql`case when ${bills.paidCents} + ${payment.amountCents} >= ${bills.amountCents} then 'Paid' else 'Partially paid' end`,
    })
    .where(eq(bills.billId, billId));
  return row;
}

/** Runs a payment, answering the database's over-payment check as the balance rule does (409 PAY-0005), never as a 500. */
export async function refusingOverpayment<T>(pay: () => Promise<T>): Promise<T> {
  try {
    return await pay();
  } catch (error) {
    if (isCheckViolation(error, billPaidWithinAmountCheck)) throw coded('PAY-0005');
    throw error;
  }
}
