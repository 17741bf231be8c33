// The signed-in contact form's fields and rules: docs/product/validation.md#validate-contact-form (company ID, phone number and comments
// required, comments at most 450 characters; BestTimeToReach and BestDayToReach valid), with the
// values the member API's POST contact accepts.
import { object, string } from 'yup';
import { bestDayToReach, bestTimeToReach, comment, companyId, phoneNumber, type FormValues, type SubmittedValues } from '@portal/forms';

export const contactTopics = ['Claims', 'Benefits', 'Billing', 'ID Cards', 'Pharmacy', 'Website', 'Other'] as const;

/** An optional topic: the empty choice sends none. */
const optionalTopic = string<(typeof contactTopics)[number]>()
  .transform((value: string) => (value === '' ? undefined : value))
  .oneOf(contactTopics, 'Choose a topic from the list');

// Field order is the order of the error summary, so it follows the form.
export const contactUsSchema = object({
  companyId: companyId({ required: 'Enter your company ID' }),
  phoneNumber: phoneNumber(),
  bestDayToReach: bestDayToReach(),
  bestTimeToReach: bestTimeToReach(),
  topic: optionalTopic,
  comments: comment({ required: 'Enter your question or comments' }),
});

export type ContactUsValues = SubmittedValues<typeof contactUsSchema>;
export type ContactUsInput = FormValues<typeof contactUsSchema>;

export function emptyContactUsForm(planCompanyId: string | undefined): ContactUsInput {
  return { companyId: planCompanyId ?? '', phoneNumber: '', bestDayToReach: '', bestTimeToReach: '', topic: '', comments: '' };
}

/** The body of POST contact: the form's values for the selected member, without an empty topic. */
export function contactRequest(values: ContactUsValues, memberId: string) {
  const { topic, ...rest } = values;
  return topic ? { ...rest, topic, memberId } : { ...rest, memberId };
}
