/**
 * Coded messages of SPEC section 8 that the sandbox emits. SPEC fixes LOG-0014/15/16/18, the IDS
 * codes and the BP-NFA call codes; the others are the sandbox's own assignments within the families.
 */
export const MESSAGES = {
  'LOG-0001': 'Enter your username.',
  'LOG-0002': 'Enter your password.',
  'LOG-0003': 'Choose how to receive your passcode.',
  'LOG-0004': 'Enter the 6-digit passcode.',
  'LOG-0010': 'The passcode you entered is incorrect.',
  'LOG-0011': 'You have reached the maximum number of passcode attempts. Sign in again to get a new passcode.',
  'LOG-0012': 'Your passcode has expired. Send a new passcode.',
  'LOG-0013': 'Too many attempts. Wait a few minutes and try again.',
  'LOG-0014': 'The username or password you entered is incorrect.',
  'LOG-0015': 'Your account is locked because of too many failed sign-in attempts. Reset your password or contact us to unlock it.',
  'LOG-0016': 'We do not have a phone number or email address on file to send a passcode. Contact us for help.',
  'LOG-0017': 'Your sign-in session has expired. Start again from the member portal.',
  'LOG-0018': 'Your account has been locked after the third failed sign-in attempt. Reset your password or contact us to unlock it.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function coded(code: MessageCode, extra = ''): string {
  return `${code}: ${MESSAGES[code]}${extra ? ` ${extra}` : ''}`;
}
