// The account-help forms (docs/product/validation.md#validate-recovery, login and recovery: username, date of birth, secret
// question answers 1 and 2, new password and member ID are required; the new password follows the
// password rules). Bodies match the member API's public/account-recovery calls.
import { object } from 'yup';
import {
  emailAddress,
  fieldProblem,
  newPassword,
  phoneDigits,
  phoneNumber,
  requiredText,
  text,
  withFormRules,
  type FormValues,
  type SubmittedValues,
} from '@portal/forms';
import { dateOfBirthProblem, typedDateToIso } from '../identity/date-of-birth';
import { memberIdProblem } from '../identity/identity-rules';

/** Where a forgotten username is sent: the email or the mobile phone on the account. */
export const usernameChannels = ['email', 'text'] as const;

/** Forgot username: member ID and date of birth, with the email or the mobile phone on the account. */
export const forgotUsernameSchema = withFormRules(
  object({
    memberId: text().transform((value: string) => value.trim().toUpperCase()),
    /** As typed (MM/DD/YYYY); the request sends YYYY-MM-DD. */
    dateOfBirth: text(),
    sendBy: text().oneOf(usernameChannels),
    email: text().trim(),
    mobilePhone: text().transform((value: string) => phoneDigits(value)),
  }),
  (_values, typed) => [
    ['memberId', memberIdProblem(typed.memberId)],
    ['dateOfBirth', dateOfBirthProblem(typed.dateOfBirth)],
    typed.sendBy === 'email'
      ? ['email', fieldProblem(emailAddress(), typed.email)]
      : ['mobilePhone', fieldProblem(phoneNumber({ required: 'Enter your mobile phone number' }), typed.mobilePhone)],
  ],
);

/** The body of public/account-recovery/username: the email or the mobile phone, as chosen. */
export function forgotUsernameRequest({ memberId, dateOfBirth, sendBy, email, mobilePhone }: SubmittedValues<typeof forgotUsernameSchema>) {
  return { memberId, dateOfBirth: typedDateToIso(dateOfBirth), ...(sendBy === 'email' ? { email } : { mobilePhone }) };
}

export type ForgotUsernameRequest = ReturnType<typeof forgotUsernameRequest>;
export const emptyForgotUsernameForm: FormValues<typeof forgotUsernameSchema> = {
  memberId: '',
  dateOfBirth: '',
  sendBy: 'email',
  email: '',
  mobilePhone: '',
};

export const passcodeChannels = ['email', 'text'] as const;
export type PasscodeChannel = (typeof passcodeChannels)[number];

export const usernameMaxLength = 64;

export const passcodeRequestSchema = withFormRules(
  object({
    username: text().trim(),
    /** As typed (MM/DD/YYYY); the request sends YYYY-MM-DD. */
    dateOfBirth: text(),
    channel: text().oneOf(passcodeChannels),
  }),
  (_values, typed) => [
    [
      'username',
      fieldProblem(
        requiredText('Enter your username', {
          max: usernameMaxLength,
          maxMessage: `A username has ${usernameMaxLength} characters or fewer`,
        }),
        typed.username,
      ),
    ],
    ['dateOfBirth', dateOfBirthProblem(typed.dateOfBirth)],
  ],
);

export type PasscodeRequestFormValues = FormValues<typeof passcodeRequestSchema>;

/** The body of public/account-recovery/passcode. */
export function passcodeRequest({ username, dateOfBirth, channel }: SubmittedValues<typeof passcodeRequestSchema>) {
  return { username, dateOfBirth: typedDateToIso(dateOfBirth), channel };
}

export type PasscodeRequest = ReturnType<typeof passcodeRequest>;
export const emptyPasscodeRequestForm: PasscodeRequestFormValues = { username: '', dateOfBirth: '', channel: 'email' };

export const passcodeSchema = object({
  passcode: text()
    .trim()
    .test('required', 'Enter the 6-digit passcode', (value) => value.length > 0)
    .test('passcode', 'Enter the 6 digits of the passcode we sent you, like 123456', (value) => /^\d{6}$/.test(value)),
});

export const answerMaxLength = 100;

export const resetPasswordSchema = withFormRules(
  object({
    answer1: requiredText('Enter the answer to your first security question', {
      max: answerMaxLength,
      maxMessage: `An answer has ${answerMaxLength} characters or fewer`,
    }),
    answer2: requiredText('Enter the answer to your second security question', {
      max: answerMaxLength,
      maxMessage: `An answer has ${answerMaxLength} characters or fewer`,
    }),
    newPassword: newPassword(),
    confirmNewPassword: text().test('required', 'Enter your new password again', (value) => value.length > 0),
  }),
  (values) => [
    [
      'confirmNewPassword',
      values.confirmNewPassword !== '' &&
        values.confirmNewPassword !== values.newPassword &&
        'The passwords don’t match. Enter the same new password twice',
    ],
  ],
);

export type ResetPasswordValues = SubmittedValues<typeof resetPasswordSchema>;
export const emptyResetPasswordForm: FormValues<typeof resetPasswordSchema> = {
  answer1: '',
  answer2: '',
  newPassword: '',
  confirmNewPassword: '',
};
