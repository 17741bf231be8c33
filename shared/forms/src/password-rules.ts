// The password and username rules of docs/product/validation.md#validate-username as Yup schemas, for create-account, account help
// and settings. The rules themselves (each requirement as data for a live checklist, the lengths, what
// counts as a special character or an emoji) are the one definition the member API applies too:
// @portal/contracts/field-rules.
import {
  characterCount,
  currentPasswordMinLength,
  hasOnlyUsernameCharacters,
  passwordMaxLength,
  unmetPasswordRequirements,
  usernameMaxLength,
  usernameMinLength,
} from '@portal/contracts/field-rules';
import { text } from './validation';

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
  return text()
    .test('required', required, (password) => password.length > 0)
    .test('password-rules', function (password) {
      const [first] = unmetPasswordRequirements(password);
      if (first) return this.createError({ message: first.message });
      return characterCount(password) <= passwordMaxLength || this.createError({ message: `Use ${passwordMaxLength} characters or fewer` });
    });
}

/**
 * The current password (settings): required and at least 6 characters, counted as characters (code
 * points) as the member API's JSON Schema counts them (@portal/contracts/field-rules characterCount).
 */
export function currentPassword({ required = 'Enter your current password' }: { required?: string } = {}) {
  return text()
    .test('required', required, (password) => password.length > 0)
    .test(
      'min-length',
      `Your current password has at least ${currentPasswordMinLength} characters`,
      (password) => characterCount(password) >= currentPasswordMinLength,
    );
}

/** A username: at least 8 characters, letters and numbers only, no spaces (docs/product/validation.md#validate-username). */
export function username({ required = 'Enter a username' }: { required?: string } = {}) {
  return text()
    .trim()
    .test('required', required, (value) => value.length > 0)
    .test('characters', 'Use letters and numbers only, with no spaces or symbols', hasOnlyUsernameCharacters)
    .test('min-length', `Use at least ${usernameMinLength} characters`, (value) => characterCount(value) >= usernameMinLength)
    .test('max-length', `Use ${usernameMaxLength} characters or fewer`, (value) => characterCount(value) <= usernameMaxLength);
}
