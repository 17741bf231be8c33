// What autopay's section says (the draft day, the account on file, the authorization): drawn before the
// autopay form's machinery loads, so nothing here imports the forms kit or Yup.
import { autopayDraftDay, ordinalDay } from '@portal/ui/dates/display';
import { accountText } from './saved-account';

/** The day autopay drafts as members read it ("26th"): the account's own draft day, else the 26th. */
export function draftDayText(draftDay?: number | null): string {
  return ordinalDay(draftDay || autopayDraftDay);
}

export const autopayAuthorizationText = `I authorize automatic drafts of my monthly premium on the ${draftDayText()} of each month from the account above, until I turn autopay off.`;

/** The confirmation of enrolment, with the day drafts fall on. */
export function autopayEnrolledText(draftDay?: number | null): string {
  return `You are enrolled in autopay. Your payment will be drafted on the ${draftDayText(draftDay)} of each month.`;
}

/** How the account on file reads: "bank account ending in 6789". */
export function autopayAccountText(method: string | null, last4: string | null): string {
  return accountText(method, last4).toLowerCase();
}
