// The password and username rules of SPEC section 5 as zod schemas, for create-account, account help
// and settings. The rules themselves (each requirement as data for a live checklist, the lengths, what
// counts as a special character or an emoji) are the one definition the member API applies too:
// @portal/contracts/field-rules.
import { z } from 'zod';
import {
  characterCount,
  currentPasswordMinLength,
  hasOnlyUsernameCharacters,
  passwordMaxLength,
  unmetPasswordRequirements,
  usernameMaxLength,
  usernameMinLength,
} from '@portal/contracts/field-rules';

export {
  currentPasswordMinLength,
  newPasswordMinLength,
  passwordRequirements,
  unmetPasswordRequirements,
  usernameMinLength,
  type PasswordRequirement,
} from '@portal/contracts/field-rules';

/** A new password: required, then the first unmet requirement is the error. */
export function newPassword({ required = 'Enter a new password' }: { required?: string } = {}) {
  return z
    .string()
    .min(1, required)
    .superRefine((password, context) => {
      const [first] = unmetPasswordRequirements(password);
      if (first) context.addIssue({ code: 'custom', message: first.message });
      else if (characterCount(password) > passwordMaxLength) context.addIssue({ code: 'custom', message: `Use ${passwordMaxLength} characters or fewer` });
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
    .refine(hasOnlyUsernameCharacters, 'Use letters and numbers only, with no spaces or symbols')
    .min(usernameMinLength, `Use at least ${usernameMinLength} characters`)
    .max(usernameMaxLength, `Use ${usernameMaxLength} characters or fewer`);
}
