// The identity rules of registration and account help (docs/product/validation.md#validate-registration-identity: member ID or SSN with the
// last 4 digits of the SSN, names, MBI last 4, guardian for children under 14). Each returns what is
// wrong in plain words, or null, so the form schemas and the unit tests share one definition.
// The limits and patterns are the ones the member API applies (@portal/contracts/field-rules).
import {
  characterCount,
  hasOnlyMemberIdCharacters,
  isValidMbiLast4,
  isValidSsn,
  isValidSsnLast4,
  memberIdMaxLength,
  memberIdMinLength,
  nameMaxLength,
} from '@portal/contracts/field-rules';

export { memberIdMaxLength, memberIdMinLength, nameMaxLength } from '@portal/contracts/field-rules';

export function memberIdProblem(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter your member ID';
  if (!hasOnlyMemberIdCharacters(trimmed))
    return 'Enter your member ID with letters and numbers only, as it appears on your member ID card';
  if (characterCount(trimmed) < memberIdMinLength || characterCount(trimmed) > memberIdMaxLength) {
    return `A member ID has ${memberIdMinLength} to ${memberIdMaxLength} letters and numbers. Check your member ID card`;
  }
  return null;
}

/** The digits of an SSN typed with or without dashes and spaces (123-45-6789). */
export function ssnDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function ssnProblem(value: string): string | null {
  const digits = ssnDigits(value);
  if (!digits) return 'Enter your Social Security number';
  if (!isValidSsn(digits)) return 'Enter your 9-digit Social Security number, like 123-45-6789';
  return null;
}

export function ssnLast4Problem(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the last 4 digits of your Social Security number';
  if (!isValidSsnLast4(trimmed)) return 'Enter exactly 4 digits: the last 4 of your Social Security number';
  return null;
}

/** The last 4 characters of a Medicare Beneficiary Identifier (MBIs mix letters and numbers). */
export function mbiLast4Problem(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the last 4 characters of your Medicare number (MBI)';
  if (!isValidMbiLast4(trimmed)) return 'Enter exactly 4 letters or numbers: the last 4 of your Medicare number (MBI)';
  return null;
}

/** A name of at most 50 characters, counted as code points as the member API's PersonName schema counts them. */
export function nameProblem(value: string, { required, label }: { required: string; label: string }): string | null {
  const trimmed = value.trim();
  if (!trimmed) return required;
  if (characterCount(trimmed) > nameMaxLength) return `${label} must be ${nameMaxLength} characters or fewer`;
  return null;
}

export function guardianNameProblem(value: string, part: 'first' | 'last'): string | null {
  return nameProblem(value, {
    required: `Enter the legal guardian’s ${part} name`,
    label: `The legal guardian’s ${part} name`,
  });
}
