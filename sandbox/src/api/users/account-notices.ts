import type { Db } from '../../db/client.ts';
import { maskEmail, maskPhone, send } from '../../services/outbox.ts';

/** A notice about the account, as its owner receives it. */
export interface AccountNotice {
  subject: string;
  body: string;
}

/**
 * What the account's owner is told when sign-in details change or the account ends, so that a change
 * they did not make does not go unnoticed. A new address or number is shown masked.
 */
export const accountNotices = {
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'The password for your member portal account was changed. If this was not you, contact us right away.',
  },
  passwordReset: {
    subject: 'Your password was reset',
    body: 'Your member portal password was reset and your account is unlocked. You have been signed out everywhere.',
  },
  accountDeleted: {
    subject: 'Your account was deleted',
    body: 'Your member portal account has been deleted. Your coverage is not affected.',
  },
  emailChanged: (newEmail: string): AccountNotice => ({
    subject: 'Your email address was changed',
    body: `The email address on your member portal account was changed to ${maskEmail(newEmail)}. Other devices were signed out. If this was not you, contact us right away.`,
  }),
  mobileChanged: (newPhone: string): AccountNotice => ({
    subject: 'Your mobile number was changed',
    body: `Member portal: the mobile number on your account was changed to ${maskPhone(newPhone)}. If this was not you, contact us right away.`,
  }),
} satisfies Record<string, AccountNotice | ((value: string) => AccountNotice)>;

/** Sends a notice to the account's email address. */
export async function emailNotice(db: Db, email: string, notice: AccountNotice): Promise<void> {
  await send(db, { to: email, channel: 'email', ...notice });
}

/** Sends a notice by text to the account's mobile number. */
export async function textNotice(db: Db, phone: string, notice: AccountNotice): Promise<void> {
  await send(db, { to: phone, channel: 'text', ...notice });
}
