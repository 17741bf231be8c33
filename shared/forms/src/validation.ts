// The validation rules of SPEC section 5 that forms share (contact, registration, ID cards, address),
// as zod schema builders with specific, actionable messages.
// Every app validates with these, so a rule changes in one place; the limits, patterns and choices are
// the one definition the member API applies too (@portal/contracts/field-rules).
import { z } from 'zod';
import {
  bestDaysToReach,
  bestTimesToReach,
  characterCount,
  commentMaxLength,
  companyIdMaxLength,
  companyIdPattern,
  emailMaxLength,
  isValidEmail,
} from '@portal/contracts/field-rules';
import { phoneDigitCount, phoneDigits } from '@portal/ui';

// The phone rule (digits and the (xxx) xxx-xxxx format) lives in @portal/ui, where pages also show
// numbers with it, on the shared 10-digit rule; forms keep exporting it for the fields that format
// what the member types.
export { formatPhone, phoneDigitCount, phoneDigits } from '@portal/ui';
export { bestDaysToReach, bestTimesToReach, commentMaxLength, companyIdMaxLength } from '@portal/contracts/field-rules';

export function isCompletePhone(value: string): boolean {
  return phoneDigits(value).length === phoneDigitCount;
}

/** Text that must not be blank; surrounding spaces are trimmed from the submitted value. */
export function requiredText(message: string, { max, maxMessage }: { max?: number; maxMessage?: string } = {}) {
  const text = z.string().trim().min(1, message);
  return max === undefined ? text : text.max(max, maxMessage ?? `Enter ${max} characters or fewer`);
}

/** A required phone number: the form holds (xxx) xxx-xxxx, the submitted value is the 10 digits. */
export function phoneNumber({
  required = 'Enter your phone number',
  incomplete = 'Enter your phone number with area code, like (501) 555-0123',
}: { required?: string; incomplete?: string } = {}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine(isCompletePhone, incomplete)
    .transform(phoneDigits);
}

/** A required email address in the usual name@example.com shape. */
export function emailAddress({
  required = 'Enter your email address',
  invalid = 'Enter an email address in the correct format, like name@example.com',
}: { required?: string; invalid?: string } = {}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(emailMaxLength, `Enter an email address of ${emailMaxLength} characters or fewer`)
    .refine(isValidEmail, invalid);
}

/**
 * Required comments of at most 450 characters (SPEC section 5). The limit counts what the member
 * typed, as the character counter does; the message says by how much it is over.
 */
export function comment({ required = 'Enter your comments', label = 'Comments' }: { required?: string; label?: string } = {}) {
  return z
    .string()
    .superRefine((value, context) => {
      const over = characterCount(value) - commentMaxLength;
      if (over > 0) context.addIssue({ code: 'custom', message: `${label} must be ${commentMaxLength} characters or fewer. Remove ${over} ${over === 1 ? 'character' : 'characters'}` });
    })
    .trim()
    .min(1, required);
}

/** A required company ID (the insurer company that provides the member's plan). */
export function companyId({ required = 'Choose the company that provides your health plan' }: { required?: string } = {}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(companyIdMaxLength, `A company ID has ${companyIdMaxLength} characters or fewer`)
    .regex(new RegExp(companyIdPattern), 'A company ID has only letters and numbers');
}

/**
 * One of a fixed set of values, chosen from a select that starts empty. The form holds a string; the
 * submitted value has the union type of the choices.
 */
export function requiredChoice<const T extends string>(choices: readonly T[], message: string) {
  return z
    .string()
    .refine((value) => (choices as readonly string[]).includes(value), message)
    .transform((value) => value as T);
}

/** A checkbox that must be ticked (terms, authorizations). */
export function mustBeChecked(message: string) {
  return z.boolean().refine((checked) => checked, message);
}

const bestDayLabels: Record<(typeof bestDaysToReach)[number], string> = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Anyday: 'Any weekday',
};

const bestTimeLabels: Record<(typeof bestTimesToReach)[number], string> = {
  Morning: 'Morning (8 a.m. to noon)',
  Afternoon: 'Afternoon (noon to 5 p.m.)',
  Evening: 'Evening (5 p.m. to 8 p.m.)',
  Anytime: 'Any time',
};

/** The select options of the two choices (value sent, label shown). */
export const bestDayOptions = bestDaysToReach.map((value) => ({ value, label: bestDayLabels[value] }));
export const bestTimeOptions = bestTimesToReach.map((value) => ({ value, label: bestTimeLabels[value] }));

/** The required choices (SPEC section 5: BestTimeToReach and BestDayToReach must be valid). */
export function bestDayToReach() {
  return requiredChoice(bestDaysToReach, 'Choose the best day to call you');
}
export function bestTimeToReach() {
  return requiredChoice(bestTimesToReach, 'Choose the best time to call you');
}
