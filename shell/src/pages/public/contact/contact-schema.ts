// The public contact form's fields and rules: SPEC section 5 (company ID, phone number and comments
// required, comments at most 450 characters) plus what the member API's public/contact call requires.
import { z } from 'zod';
import type { BrandTier } from '@portal/contracts/domain';
import { comment, companyId, emailAddress, phoneNumber, requiredChoice, requiredText } from '@portal/forms';

/** The member API's BestTimeToReach and BestDayToReach values (SPEC section 5: they must be valid). */
export const bestTimesToReach = ['Morning', 'Afternoon', 'Evening', 'Anytime'] as const;
export const bestDaysToReach = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Anyday'] as const;

export const bestTimeLabels: Record<(typeof bestTimesToReach)[number], string> = {
  Morning: 'Morning (8 a.m. to noon)',
  Afternoon: 'Afternoon (noon to 5 p.m.)',
  Evening: 'Evening (5 p.m. to 8 p.m.)',
  Anytime: 'Any time',
};

export const bestDayLabels: Record<(typeof bestDaysToReach)[number], string> = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Anyday: 'Any weekday',
};

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
export const contactSchema = z.object({
  firstName: requiredText('Enter your first name', { ...nameMax, maxMessage: 'First name must be 50 characters or fewer' }),
  lastName: requiredText('Enter your last name', { ...nameMax, maxMessage: 'Last name must be 50 characters or fewer' }),
  email: emailAddress(),
  phoneNumber: phoneNumber(),
  bestTimeToReach: requiredChoice(bestTimesToReach, 'Choose the best time to call you'),
  bestDayToReach: requiredChoice(bestDaysToReach, 'Choose the best day to call you'),
  companyId: companyId({ required: 'Choose the company that provides your health plan' }),
  comments: comment({ required: 'Enter your question or comments' }),
});

/** The body of POST public/contact. */
export type ContactRequest = z.output<typeof contactSchema>;

export const emptyContactForm: z.input<typeof contactSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  bestTimeToReach: '',
  bestDayToReach: '',
  companyId: '',
  comments: '',
};
