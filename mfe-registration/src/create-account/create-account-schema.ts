// Step 2 of registration: the account (SPEC section 5: username at least 8 letters and numbers, a
// password that meets the requirements, a mobile phone with area code, an email in email format,
// terms accepted). Security questions are chosen here too: account help asks them when the member
// forgets the password. The limits and rules are the ones the member API's public/users call applies
// (@portal/contracts/field-rules).
import { z } from 'zod';
import { passwordContainsUsername, securityAnswerMaxLength, securityAnswerMinLength } from '@portal/contracts/field-rules';
import { emailAddress, mustBeChecked, newPassword, phoneNumber, requiredChoice, username } from '@portal/forms';

export { passwordContainsUsername, securityAnswerMaxLength, securityAnswerMinLength, usernameMaxLength } from '@portal/contracts/field-rules';

export const securityQuestions = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was the name of your elementary school?',
  'What is your oldest cousin’s first name?',
] as const;

function securityAnswer(which: 'first' | 'second') {
  return z
    .string()
    .trim()
    .min(1, `Enter the answer to your ${which} security question`)
    .min(securityAnswerMinLength, `Your answer must have at least ${securityAnswerMinLength} characters`)
    .max(securityAnswerMaxLength, `Your answer must be ${securityAnswerMaxLength} characters or fewer`);
}

export const createAccountSchema = z
  .object({
    username: username({ required: 'Enter a username' }),
    password: newPassword({ required: 'Enter a password' }),
    confirmPassword: z.string().min(1, 'Enter your password again'),
    mobilePhone: phoneNumber({
      required: 'Enter your mobile phone number',
      incomplete: 'Enter your mobile phone number with area code, like (501) 555-0123',
    }),
    email: emailAddress(),
    question1: requiredChoice(securityQuestions, 'Choose your first security question'),
    answer1: securityAnswer('first'),
    question2: requiredChoice(securityQuestions, 'Choose your second security question'),
    answer2: securityAnswer('second'),
    termsAccepted: mustBeChecked('Accept the terms and conditions to create your account'),
  })
  .superRefine((values, context) => {
    if (passwordContainsUsername(values.password, values.username)) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'Your password must not contain your username' });
    }
    if (values.confirmPassword && values.confirmPassword !== values.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords don’t match. Enter the same password twice' });
    }
    if (values.question1 && values.question1 === values.question2) {
      context.addIssue({ code: 'custom', path: ['question2'], message: 'Choose a different question from your first one' });
    }
  });

export type CreateAccountFormValues = z.input<typeof createAccountSchema>;
export type CreateAccountValues = z.output<typeof createAccountSchema>;

/** Fields never written to session storage: the member types them again after a page reload. */
export const secretAccountFields = ['password', 'confirmPassword', 'answer1', 'answer2'] as const;
export type SecretAccountField = (typeof secretAccountFields)[number];

export const emptyCreateAccountForm: CreateAccountFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobilePhone: '',
  email: '',
  question1: '',
  answer1: '',
  question2: '',
  answer2: '',
  termsAccepted: false,
};
