// The profile fields' rules: display name, email and mobile phone (full number with area code,
// SPEC section 5), with the shared validation builders.
import { z } from 'zod';
import { emailAddress, phoneNumber, requiredText } from '@portal/forms';

/** The longest display name the member API keeps. */
export const displayNameMaxLength = 60;

export const displayNameSchema = z.object({
  displayName: requiredText('Enter the name you want us to greet you by', {
    max: displayNameMaxLength,
    maxMessage: `Your display name must be ${displayNameMaxLength} characters or fewer`,
  }),
});

export const emailSchema = z.object({
  email: emailAddress({ required: 'Enter your new email address' }),
});

export const mobilePhoneSchema = z.object({
  mobilePhone: phoneNumber({
    required: 'Enter your mobile phone number',
    incomplete: 'Enter your full mobile phone number with area code, like (501) 555-0123',
  }),
});
