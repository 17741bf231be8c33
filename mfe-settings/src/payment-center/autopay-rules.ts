// Autopay enrolment: a payment method and the member's authorization to draft the premium on the
// 26th of each month.
import { boolean, object } from 'yup';
import { withFormRules } from '@portal/forms';
import { autopayDraftDay, insurerToday, ordinalDay, type DayInput } from '@portal/ui/dates';
import { accountText } from './saved-account';
import { emptyPaymentMethod, paymentMethodFields, paymentMethodProblems } from './payment-method-rules';

/** The day autopay drafts as members read it ("26th"): the account's own draft day, else the 26th. */
export function draftDayText(draftDay?: number | null): string {
  return ordinalDay(draftDay || autopayDraftDay);
}

export const autopayAuthorizationText = `I authorize automatic drafts of my monthly premium on the ${draftDayText()} of each month from the account above, until I turn autopay off.`;

/** The confirmation of enrolment, with the day drafts fall on. */
export function autopayEnrolledText(draftDay?: number | null): string {
  return `You are enrolled in autopay. Your payment will be drafted on the ${draftDayText(draftDay)} of each month.`;
}

/** `today` defaults to today in the insurer's time zone (America/Chicago), read at each check. */
export function autopaySchema(today: () => DayInput = () => insurerToday()) {
  return withFormRules(object({ ...paymentMethodFields, authorize: boolean().defined() }), (values) => [
    ...paymentMethodProblems(values, today(), 'autopay'),
    ['authorize', !values.authorize && 'Tick the box to authorize the monthly drafts'],
  ]);
}

export const emptyAutopay = { ...emptyPaymentMethod, authorize: false };

/** How the account on file reads: "bank account ending in 6789". */
export function autopayAccountText(method: string | null, last4: string | null): string {
  return accountText(method, last4).toLowerCase();
}
