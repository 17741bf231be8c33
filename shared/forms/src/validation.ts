// The validation rules of docs/product/validation.md#validate-contact-form that forms share (contact, registration, ID cards, address),
// as Yup schema builders with specific, actionable messages.
// Every app validates with these, so a rule changes in one place; the limits, patterns and choices are
// the one definition the member API applies too (@portal/contracts/field-rules). A field shows its
// first problem, so each builder lists its rules in the order a member should hear about them.
import { boolean, string, type StringSchema } from 'yup';
import {
  bestDaysToReach,
  bestTimesToReach,
  characterCount,
  commentMaxLength,
  companyIdMaxLength,
  companyIdPattern,
  emailMaxLength,
  isValidEmail,
  textProblem,
  textProblemMessages,
} from '@portal/contracts/field-rules';
import { phoneDigitCount, phoneDigits } from '@portal/ui';
import { typedText } from './form-schema';

// The phone rule (digits and the (xxx) xxx-xxxx format) lives in @portal/ui, where pages also show
// numbers with it, on the shared 10-digit rule; forms keep exporting it for the fields that format
// what the member types.
export { formatPhone, phoneDigitCount, phoneDigits } from '@portal/ui';
export { bestDaysToReach, bestTimesToReach, commentMaxLength, companyIdMaxLength } from '@portal/contracts/field-rules';

export function isCompletePhone(value: string): boolean {
  return phoneDigits(value).length === phoneDigitCount;
}

/**
 * A text field's schema: always a string (every field starts as ''), and never text that no field
 * takes (hidden control characters, direction overrides, only invisible characters, piles of accent
 * marks), in the member API's words (@portal/contracts/field-rules textProblem).
 */
export function text(): StringSchema<string> {
  return string()
    .defined()
    .test('clean-text', function (value) {
      const problem = typeof value === 'string' ? textProblem(value) : undefined;
      return problem ? this.createError({ message: textProblemMessages[problem] }) : true;
    });
}

/**
 * Text that must not be blank; surrounding spaces are trimmed from the submitted value. `max` counts
 * characters (code points), as the member API's JSON Schema maxLength does (field-rules characterCount),
 * so an emoji or a letter such as 𝒜 is one character on both sides.
 */
export function requiredText(message: string, { max, maxMessage }: { max?: number; maxMessage?: string } = {}) {
  const required = text()
    .trim()
    .test('required', message, (value) => value.length > 0);
  return max === undefined
    ? required
    : required.test('max-length', maxMessage ?? `Enter ${max} characters or fewer`, (value) => characterCount(value) <= max);
}

/** A required phone number: the form holds (xxx) xxx-xxxx, the submitted value is the 10 digits. */
export function phoneNumber({
  required = 'Enter your phone number',
  incomplete = 'Enter your phone number with area code, like (501) 555-0123',
}: { required?: string; incomplete?: string } = {}) {
  // The rules read the number as typed; the cast keeps its digits.
  return text()
    .transform((value: string) => phoneDigits(value))
    .test('required', required, function () {
      return typedText(this).trim().length > 0;
    })
    .test('phone', incomplete, function () {
      return isCompletePhone(typedText(this).trim());
    });
}

/** A required email address in the usual name@example.com shape. */
export function emailAddress({
  required = 'Enter your email address',
  invalid = 'Enter an email address in the correct format, like name@example.com',
}: { required?: string; invalid?: string } = {}) {
  return text()
    .trim()
    .test('required', required, (value) => value.length > 0)
    .test(
      'max-length',
      `Enter an email address of ${emailMaxLength} characters or fewer`,
      (value) => characterCount(value) <= emailMaxLength,
    )
    .test('email', invalid, isValidEmail);
}

/**
 * Required comments of at most 450 characters (docs/product/validation.md#validate-registration-identity). The limit counts what the member
 * typed, as the character counter does; the message says by how much it is over.
 */
export function comment({ required = 'Enter your comments', label = 'Comments' }: { required?: string; label?: string } = {}) {
  return text()
    .test('max-length', function () {
      const over = characterCount(typedText(this)) - commentMaxLength;
      return (
        over <= 0 ||
        this.createError({
          message: `${label} must be ${commentMaxLength} characters or fewer. Remove ${over} ${over === 1 ? 'character' : 'characters'}`,
        })
      );
    })
    .trim()
    .test('required', required, (value) => value.length > 0);
}

/** A required company ID (the insurer company that provides the member's plan). */
export function companyId({ required = 'Choose the company that provides your health plan' }: { required?: string } = {}) {
  const pattern = new RegExp(companyIdPattern);
  return text()
    .trim()
    .test('required', required, (value) => value.length > 0)
    .test(
      'max-length',
      `A company ID has ${companyIdMaxLength} characters or fewer`,
      (value) => characterCount(value) <= companyIdMaxLength,
    )
    .test('pattern', 'A company ID has only letters and numbers', (value) => pattern.test(value));
}

/**
 * One of a fixed set of values, chosen from a select that starts empty. The form holds a string; the
 * submitted value has the union type of the choices.
 */
export function requiredChoice<const T extends string>(choices: readonly T[], message: string): StringSchema<T> {
  return text().oneOf(choices, message);
}

/** A checkbox that must be ticked (terms, authorizations). */
export function mustBeChecked(message: string) {
  return boolean()
    .defined()
    .test('checked', message, (checked) => checked === true);
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

/** The required choices (docs/product/validation.md#validate-registration-identity: BestTimeToReach and BestDayToReach must be valid). */
export function bestDayToReach() {
  return requiredChoice(bestDaysToReach, 'Choose the best day to call you');
}
export function bestTimeToReach() {
  return requiredChoice(bestTimesToReach, 'Choose the best time to call you');
}
