// The profile fields' rules: display name, email and mobile phone (full number with area code,
// docs/product/validation.md#validate-contact-form), with the shared validation builders. The email address and the mobile phone are
// where sign-in passcodes go, so changing either asks for the current password again (the member API
// refuses the change without it and signs out every other session of the account).
import { object } from 'yup';
import { displayNameMaxLength } from '@portal/contracts/field-rules';
import { currentPassword, emailAddress, phoneNumber, requiredText } from '@portal/forms';

/** The longest display name, the member API's too (@portal/contracts/field-rules). */
export { displayNameMaxLength } from '@portal/contracts/field-rules';

export const displayNameSchema = object({
  displayName: requiredText('Enter the name you want us to greet you by', {
    max: displayNameMaxLength,
    maxMessage: `Your display name must be ${displayNameMaxLength} characters or fewer`,
  }),
});

export const emailSchema = object({
  email: emailAddress({ required: 'Enter your new email address' }),
  currentPassword: currentPassword(),
});

export const mobilePhoneSchema = object({
  mobilePhone: phoneNumber({
    required: 'Enter your mobile phone number',
    incomplete: 'Enter your full mobile phone number with area code, like (501) 555-0123',
  }),
  currentPassword: currentPassword(),
});

export const passcodeDestinationPasswordHint =
  'For your security, enter your password to change where we send sign-in passcodes. We will tell you at your old contact too.';
