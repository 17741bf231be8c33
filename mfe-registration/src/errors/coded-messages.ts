// Plain-words messages for the coded errors the member API returns to registration and account help
// (SPEC section 8: REG-0001 to REG-0040, the LOG codes, and FOR for account recovery). SPEC gives
// the meaning, not the wording, of most of them; a code not listed here shows the service's own message.

export const codedMessages: Readonly<Record<string, string>> = {
  'REG-0001': 'Enter your member ID or Social Security number, and the last 4 digits of your Social Security number.',
  'REG-0003': 'Some of the information you entered isn’t valid. Check the fields marked below.',
  // One answer whether no member matches or the member already has an account, so the page cannot be
  // used to learn either (sandbox/README.md, public endpoints): the links under it say what to do next.
  'REG-0004':
    'We couldn’t verify these details for a new account. Check them against your member ID card (Medicare Advantage members: also the last 4 characters of your Medicare number). If you already have an account, sign in or get help with your username or password.',
  'REG-0006': 'That username is already taken. Choose another one.',
  'REG-0007': 'A child under 14 must be registered by a parent or legal guardian. Enter the guardian’s first and last name.',
  'REG-0008': 'We couldn’t check that username. Use at least 8 letters and numbers, with no spaces.',
  'REG-0009': 'Your password doesn’t meet the requirements. Choose a different password.',
  'FOR-0001': 'Some of the information you entered isn’t valid. Check the fields marked below.',
  'FOR-0002': 'We couldn’t find an account with that information. Check it and try again.',
  'FOR-0003': 'The answers to your security questions don’t match our records.',
  'FOR-0004': 'Your password reset request has expired. Start again to get a new passcode.',
  'FOR-0005': 'Your new password doesn’t meet the requirements.',
  'FOR-0006': 'This password was used too recently. Choose a different one.',
  'LOG-0010': 'The passcode you entered is incorrect.',
  'LOG-0011': 'You have reached the maximum number of passcode attempts. Send a new passcode to try again.',
  'LOG-0012': 'Your passcode has expired. Send a new passcode.',
  'LOG-0013': 'Too many attempts. Wait a few minutes and try again.',
  'LOG-0015': 'Your account is locked because of too many failed sign-in attempts. Reset your password to unlock it.',
  'LOG-0016': 'We don’t have a phone number or email address on file to send a passcode. Contact us for help.',
  'LOG-0018': 'Your account has been locked after the third failed sign-in attempt. Reset your password to unlock it.',
};

/** The code families this remote explains in place (other codes are the call's own failures). */
export function isExplainedCode(code: string): boolean {
  return /^(REG|LOG|FOR)-\d{4}$/.test(code);
}
