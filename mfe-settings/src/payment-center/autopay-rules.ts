// Autopay enrolment: a payment method and the member's authorization to draft the premium on the
// 26th of each month.
import { boolean, object } from 'yup';
import { withFormRules } from '@portal/forms';
import { insurerToday, type DayInput } from '@portal/ui/dates/days';
import { emptyPaymentMethod, paymentMethodFields, paymentMethodProblems } from './payment-method-rules';

export { autopayAccountText, autopayAuthorizationText, autopayEnrolledText, draftDayText } from './autopay-texts';

/** `today` defaults to today in the insurer's time zone (America/Chicago), read at each check. */
export function autopaySchema(today: () => DayInput = () => insurerToday()) {
  return withFormRules(object({ ...paymentMethodFields, authorize: boolean().defined() }), (values) => [
    ...paymentMethodProblems(values, today(), 'autopay'),
    ['authorize', !values.authorize && 'Tick the box to authorize the monthly drafts'],
  ]);
}

export const emptyAutopay = { ...emptyPaymentMethod, authorize: false };
