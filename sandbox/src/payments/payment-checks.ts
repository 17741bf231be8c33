// A payment's and an autopay enrolment's details checked with the rules the portal's forms apply
// (@portal/contracts/payment-rules): a refusal is 400 with the code of the first problem, and every
// field's problem in validationErrors, in the words the form shows.
import { centsFromDollars } from '@portal/contracts/money';
import {
  paymentAmountProblem,
  paymentDigits,
  paymentMethodProblems,
  savedMethodProblems,
  savedPaymentMethod,
  type PaymentMethod,
  type PaymentProblem,
} from '@portal/contracts/payment-rules';
import { coded } from '../api/errors.ts';
import { insurerToday } from '../seed/dates.ts';

export interface PaymentMethodBody {
  method?: PaymentMethod | typeof savedPaymentMethod;
  routingNumber?: string;
  accountNumber?: string;
  cardNumber?: string;
  cardExpiry?: string;
}

export interface CheckedMethod {
  method: PaymentMethod;
  /** The last 4 digits of the account or card: all that is kept of it. */
  accountLast4: string;
}

function refuse(problems: PaymentProblem[]): never {
  throw coded(problems[0]!.code, { validationErrors: problems.map(({ field, message }) => ({ field, message })) });
}

function checkedMethod(body: PaymentMethodBody): CheckedMethod {
  const method = body.method as PaymentMethod;
  return { method, accountLast4: paymentDigits(method === 'bank' ? body.accountNumber : body.cardNumber).slice(-4) };
}

/**
 * A payment's amount (at least a cent once rounded to cents; the bill's balance is checked with the
 * bill locked, pay-bill.ts) and its method: typed details, or the account on file (`saved`, autopay's
 * account, null when there is none), recorded as that account. Expiry is judged on today in the
 * insurer's time zone.
 */
export function checkPayment(
  body: PaymentMethodBody & { amount: number },
  saved: CheckedMethod | null,
  today = insurerToday(),
): CheckedMethod & { amountCents: number } {
  const amountCents = centsFromDollars(body.amount);
  const amountProblem = paymentAmountProblem(amountCents);
  const fromSaved = body.method === savedPaymentMethod;
  const methodProblems = fromSaved ? savedMethodProblems(body, saved !== null) : paymentMethodProblems(body, today, 'payment');
  const problems = [...(amountProblem ? [amountProblem] : []), ...methodProblems];
  if (problems.length > 0) refuse(problems);
  return { ...(fromSaved ? saved! : checkedMethod(body)), amountCents };
}

/** The payment method autopay drafts from. */
export function checkAutopayMethod(body: PaymentMethodBody, today = insurerToday()): CheckedMethod {
  const problems = paymentMethodProblems(body, today, 'autopay');
  if (problems.length > 0) refuse(problems);
  return checkedMethod(body);
}
