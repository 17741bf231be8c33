// The public contact form's fields and rules: docs/product/validation.md#validate-contact-form (company ID, phone number and comments
// required, comments at most 450 characters) plus what the member API's public/contact call requires.
import { object } from 'yup';
import type { BrandTier } from '@portal/contracts/domain';
import {
  bestDayToReach,
  bestTimeToReach,
  comment,
  companyId,
  emailAddress,
  phoneNumber,
  requiredText,
  type FormValues,
  type SubmittedValues,
} from '@portal/forms';

/**
 * The insurer companies a visitor can write to, by company ID. A visitor does not know an internal
 * code, so the form offers the company names (from the brand list) and sends the code.
 */
export const healthPlanCompanies: readonly { companyId: string; tier: BrandTier }[] = [
  { companyId: '001', tier: 'ABCBS' },
  { companyId: '002', tier: 'HA' },
  { companyId: '003', tier: 'BA' },
  { companyId: '004', tier: 'ABM' },
  { companyId: '005', tier: 'OCTAVE' },
];

const nameMax = { max: 50 };

// Field order here is the order of the error summary, so it follows the form.
export const contactSchema = object({
  firstName: requiredText('Enter your first name', { ...nameMax, maxMessage: 'First name must be 50 characters or fewer' }),
  lastName: requiredText('Enter your last name', { ...nameMax, maxMessage: 'Last name must be 50 characters or fewer' }),
  email: emailAddress(),
  phoneNumber: phoneNumber(),
  bestDayToReach: bestDayToReach(),
  bestTimeToReach: bestTimeToReach(),
  companyId: companyId({ required: 'Choose the company that provides your health plan' }),
  comments: comment({ required: 'Enter your question or comments' }),
});

/** The body of POST public/contact. */
export type ContactRequest = SubmittedValues<typeof contactSchema>;

export const emptyContactForm: FormValues<typeof contactSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  bestDayToReach: '',
  bestTimeToReach: '',
  companyId: '',
  comments: '',
};
