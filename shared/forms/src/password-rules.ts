// The password rules of SPEC section 5, in one place for create-account, account help and settings:
// each requirement as data (for a live checklist), the zod schemas, and the username rule.
// The sandbox enforces the same rules on its side (sandbox/src/auth/passwords.ts).
import { z } from 'zod';

export const currentPasswordMinLength = 6;
export const newPasswordMinLength = 8;
export const usernameMinLength = 8;

export interface PasswordRequirement {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'noPictographs';
  /** What the live checklist shows. */
  label: string;
  /** The error when the requirement is not met. */
  message: string;
  met: (password: string) => boolean;
}

// Accented letters (é, ñ), currency signs (€, £, ¥) and every other non-ASCII symbol count as special:
// anything that is not an ASCII letter or digit, whitespace, or an emoji.
const pictograph = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}/u;

export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${newPasswordMinLength} characters`,
    message: `Use at least ${newPasswordMinLength} characters`,
    met: (password) => [...password].length >= newPasswordMinLength,
  },
  { id: 'lowercase', label: 'A lowercase letter (a-z)', message: 'Add a lowercase letter (a-z)', met: (password) => /[a-z]/.test(password) },
  { id: 'uppercase', label: 'An uppercase letter (A-Z)', message: 'Add an uppercase letter (A-Z)', met: (password) => /[A-Z]/.test(password) },
  { id: 'digit', label: 'A number (0-9)', message: 'Add a number (0-9)', met: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: 'A special character, such as ! # $ € or é',
    message: 'Add a special character, such as ! # $ € or é',
    met: (password) => [...password].some((char) => !/[A-Za-z0-9\s]/.test(char) && !pictograph.test(char)),
  },
  {
    id: 'noPictographs',
    label: 'No emoji, pictographs or spaces',
    message: 'Remove emoji, pictographs and spaces',
    met: (password) => !pictograph.test(password) && !/\s/.test(password),
  },
];

/** The requirements a password does not meet yet (empty when it is acceptable). */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return passwordRequirements.filter((requirement) => !requirement.met(password));
}

/** A new password: required, then the first unmet requirement is the error. */
export function newPassword({ required = 'Enter a new password' }: { required?: string } = {}) {
  return z
    .string()
    .min(1, required)
    .superRefine((password, context) => {
      const [first] = unmetPasswordRequirements(password);
      if (first) context.addIssue({ code: 'custom', message: first.message });
    });
}

/** The current password (settings): required and at least 6 characters. */
export function currentPassword({ required = 'Enter your current password' }: { required?: string } = {}) {
  return z
    .string()
    .min(1, required)
    .min(currentPasswordMinLength, `Your current password has at least ${currentPasswordMinLength} characters`);
}

/** A username: at least 8 characters, letters and numbers only, no spaces (SPEC section 5). */
export function username({ required = 'Enter a username' }: { required?: string } = {}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .regex(/^[A-Za-z0-9]*$/, 'Use letters and numbers only, with no spaces or symbols')
    .min(usernameMinLength, `Use at least ${usernameMinLength} characters`);
}
