// Autopay enrolment: a payment method and the member's authorization to draft the premium on the
// 26th of each month (SPEC section 9).
import { boolean, object } from 'yup';
import { withFormRules } from '@portal/forms';
import { emptyPaymentMethod, paymentMethodFields, paymentMethodProblems } from './payment-method-rules';
import { autopayDraftDay } from './payment-options';

export const autopayAuthorizationText = `I authorize automatic drafts of my monthly premium on the ${autopayDraftDay}th of each month from the account above, until I turn autopay off.`;

export function autopaySchema(today: () => Date = () => new Date()) {
  return withFormRules(object({ ...paymentMethodFields, authorize: boolean().defined() }), (values) => [
    ...paymentMethodProblems(values, today()),
    ['authorize', !values.authorize && 'Tick the box to authorize the monthly drafts'],
  ]);
}

export const emptyAutopay = { ...emptyPaymentMethod, authorize: false };

/** How the account on file reads: "bank account ending in 6789". */
export function autopayAccountText(method: string | null, last4: string | null): string {
  const kind = method === 'card' ? 'card' : 'bank account';
  return last4 ? `${kind} ending in ${last4}` : kind;
}
