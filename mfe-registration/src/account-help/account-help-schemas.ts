// The account-help forms (SPEC section 5, login and recovery: username, date of birth, secret
// question answers 1 and 2, new password and member ID are required; the new password follows the
// password rules). Bodies match the member API's public/account-recovery calls.
import { z } from 'zod';
import { emailAddress, newPassword, phoneDigits, phoneNumber, requiredText } from '@portal/forms';
import { addFieldProblems, problemFrom } from '../forms/field-rules';
import { dateOfBirthProblem, typedDateToIso } from '../identity/date-of-birth';
import { memberIdProblem } from '../identity/identity-rules';

/** Where a forgotten username is sent: the email or the mobile phone on the account. */
export const usernameChannels = ['email', 'text'] as const;

/** Forgot username: member ID and date of birth, with the email or the mobile phone on the account. */
export const forgotUsernameSchema = z
  .object({ memberId: z.string(), dateOfBirth: z.string(), sendBy: z.enum(usernameChannels), email: z.string(), mobilePhone: z.string() })
  .superRefine((values, context) =>
    addFieldProblems(context, [
      ['memberId', memberIdProblem(values.memberId)],
      ['dateOfBirth', dateOfBirthProblem(values.dateOfBirth)],
      values.sendBy === 'email'
        ? ['email', problemFrom(emailAddress(), values.email)]
        : ['mobilePhone', problemFrom(phoneNumber({ required: 'Enter your mobile phone number' }), values.mobilePhone)],
    ]),
  )
  .transform(({ memberId, dateOfBirth, sendBy, email, mobilePhone }) => ({
    memberId: memberId.trim().toUpperCase(),
    dateOfBirth: typedDateToIso(dateOfBirth),
    ...(sendBy === 'email' ? { email: email.trim() } : { mobilePhone: phoneDigits(mobilePhone) }),
  }));

export type ForgotUsernameRequest = z.output<typeof forgotUsernameSchema>;
export const emptyForgotUsernameForm: z.input<typeof forgotUsernameSchema> = { memberId: '', dateOfBirth: '', sendBy: 'email', email: '', mobilePhone: '' };

export const passcodeChannels = ['email', 'text'] as const;
export type PasscodeChannel = (typeof passcodeChannels)[number];

export const usernameMaxLength = 64;

export const passcodeRequestSchema = z
  .object({ username: z.string(), dateOfBirth: z.string(), channel: z.enum(passcodeChannels) })
  .superRefine((values, context) =>
    addFieldProblems(context, [
      ['username', problemFrom(requiredText('Enter your username', { max: usernameMaxLength, maxMessage: `A username has ${usernameMaxLength} characters or fewer` }), values.username)],
      ['dateOfBirth', dateOfBirthProblem(values.dateOfBirth)],
    ]),
  )
  .transform((values) => ({ username: values.username.trim(), dateOfBirth: typedDateToIso(values.dateOfBirth), channel: values.channel }));

export type PasscodeRequestFormValues = z.input<typeof passcodeRequestSchema>;
export type PasscodeRequest = z.output<typeof passcodeRequestSchema>;
export const emptyPasscodeRequestForm: PasscodeRequestFormValues = { username: '', dateOfBirth: '', channel: 'email' };

export const passcodeSchema = z.object({
  passcode: z
    .string()
    .trim()
    .min(1, 'Enter the 6-digit passcode')
    .regex(/^\d{6}$/, 'Enter the 6 digits of the passcode we sent you, like 123456'),
});

export const answerMaxLength = 100;

export const resetPasswordSchema = z
  .object({
    answer1: requiredText('Enter the answer to your first security question', { max: answerMaxLength, maxMessage: `An answer has ${answerMaxLength} characters or fewer` }),
    answer2: requiredText('Enter the answer to your second security question', { max: answerMaxLength, maxMessage: `An answer has ${answerMaxLength} characters or fewer` }),
    newPassword: newPassword(),
    confirmNewPassword: z.string().min(1, 'Enter your new password again'),
  })
  .superRefine((values, context) => {
    if (values.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'The passwords don’t match. Enter the same new password twice' });
    }
  });

export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
export const emptyResetPasswordForm: z.input<typeof resetPasswordSchema> = { answer1: '', answer2: '', newPassword: '', confirmNewPassword: '' };
