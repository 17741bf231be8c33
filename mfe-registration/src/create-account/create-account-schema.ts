// Step 2 of registration: the account (docs/product/validation.md#validate-username: username at least 8 letters and numbers, a
// password that meets the requirements, a mobile phone with area code, an email in email format,
// terms accepted). Security questions are chosen here too: account help asks them when the member
// forgets the password. The limits and rules are the ones the member API's public/users call applies
// (@portal/contracts/field-rules).
import { object } from 'yup';
import { characterCount, passwordContainsUsername, securityAnswerMaxLength, securityAnswerMinLength } from '@portal/contracts/field-rules';
import {
  emailAddress,
  mustBeChecked,
  newPassword,
  phoneNumber,
  requiredChoice,
  text,
  username,
  withFormRules,
  type FormValues,
  type SubmittedValues,
} from '@portal/forms';

export {
  passwordContainsUsername,
  securityAnswerMaxLength,
  securityAnswerMinLength,
  usernameMaxLength,
} from '@portal/contracts/field-rules';

export const securityQuestions = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was the name of your elementary school?',
  'What is your oldest cousin’s first name?',
] as const;

/** An answer's length in characters (code points), as the member API's SecurityAnswer schema counts it. */
function securityAnswer(which: 'first' | 'second') {
  return text()
    .trim()
    .test('required', `Enter the answer to your ${which} security question`, (answer) => answer.length > 0)
    .test(
      'min-length',
      `Your answer must have at least ${securityAnswerMinLength} characters`,
      (answer) => characterCount(answer) >= securityAnswerMinLength,
    )
    .test(
      'max-length',
      `Your answer must be ${securityAnswerMaxLength} characters or fewer`,
      (answer) => characterCount(answer) <= securityAnswerMaxLength,
    );
}

export const createAccountSchema = withFormRules(
  object({
    username: username({ required: 'Enter a username' }),
    password: newPassword({ required: 'Enter a password' }),
    confirmPassword: text().test('required', 'Enter your password again', (value) => value.length > 0),
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
  }),
  (values, typed) => [
    ['password', passwordContainsUsername(values.password, values.username) && 'Your password must not contain your username'],
    [
      'confirmPassword',
      values.confirmPassword !== '' &&
        values.confirmPassword !== values.password &&
        'The passwords don’t match. Enter the same password twice',
    ],
    ['question2', typed.question1 !== '' && typed.question1 === typed.question2 && 'Choose a different question from your first one'],
  ],
);

export type CreateAccountFormValues = FormValues<typeof createAccountSchema>;
export type CreateAccountValues = SubmittedValues<typeof createAccountSchema>;

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
