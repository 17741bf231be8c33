// The one error catalogue of docs/product/errors-and-messages.md#errors-dialog, for the portal and the member API alike: every coded
// message a service may send, in the words members read, with the HTTP status the service answers it
// with. The sandbox (sandbox/src/api/errors.ts) can only send a code listed here (its error helpers
// take `CodedErrorCode | CallErrorCode`), and sends this wording as the body's `message`; the portal
// shows the same wording for the same code. SPEC fixes the meaning of some codes (LOG-0014/15/16/18,
// IDS-0002/5/6/7, OAU-0001, EOB-0001/2, FRM-0002/3); the others are this catalogue's own assignments
// within the families the product rules (docs/product/) names.
//
// Plain data with no imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read it.

/** One coded message: the member's words, and the HTTP status a service answers with it. */
export interface CodedError {
  readonly message: string;
  /** The HTTP status of the answer; absent for codes only the portal raises (no call answers with them). */
  readonly status?: 400 | 401 | 403 | 404 | 409 | 422 | 423 | 429 | 503;
}

export const codedErrors = {
  // ---- REG: registration (docs/product/validation.md#validate-registration-identity). Every member who cannot register gets REG-0004 (one
  // answer whether nobody matches or the member already has an account: docs/security.md). ----
  'REG-0001': {
    status: 400,
    message: 'Enter your member ID or Social Security number, and the last 4 digits of your Social Security number.',
  },
  'REG-0003': { status: 400, message: 'Some of the information you entered isn’t valid. Check the fields marked below.' },
  'REG-0004': {
    status: 404,
    message:
      'We couldn’t verify these details for a new account. Check them against your member ID card (Medicare Advantage members: also the last 4 characters of your Medicare number). If you already have an account, sign in or get help with your username or password.',
  },
  'REG-0006': { status: 409, message: 'That username is already taken. Choose another one.' },
  'REG-0007': {
    status: 400,
    message: 'A child under 14 must be registered by a parent or legal guardian. Enter the guardian’s first and last name.',
  },
  'REG-0008': { status: 400, message: 'We couldn’t check that username. Use at least 8 letters and numbers, with no spaces.' },
  'REG-0009': { status: 400, message: 'Your password doesn’t meet the requirements. Choose a different password.' },
  'REG-0010': { status: 403, message: 'Verify your membership first. If you already did, it was more than 30 minutes ago: start again.' },

  // ---- LOG: sign-in and one-time passcodes (docs/product/session.md#session-account-lock, docs/product/errors-and-messages.md#errors-dialog, docs/product/constants.md#constants-table). ----
  'LOG-0001': { status: 400, message: 'Enter your username.' },
  'LOG-0002': { status: 400, message: 'Enter your password.' },
  'LOG-0003': { status: 400, message: 'Choose how to receive your passcode.' },
  'LOG-0004': { status: 400, message: 'Enter the 6-digit passcode.' },
  'LOG-0010': { status: 400, message: 'The passcode you entered is incorrect.' },
  // Ends the sign-in (or the password reset) it belonged to: either way the member starts again.
  'LOG-0011': { status: 400, message: 'You have reached the maximum number of passcode attempts. Start again to get a new passcode.' },
  'LOG-0012': { status: 400, message: 'Your passcode has expired. Send a new passcode.' },
  'LOG-0013': { status: 429, message: 'Too many attempts. Wait a few minutes and try again.' },
  'LOG-0014': { status: 401, message: 'The username or password you entered is incorrect.' },
  'LOG-0015': {
    status: 423,
    message: 'Your account is locked because of too many failed sign-in attempts. Reset your password or contact us to unlock it.',
  },
  // How to reach help is part of the words: the member has no other way to go on. The number and
  // hours are member portal help's (phone-lines.ts; a test keeps them equal).
  'LOG-0016': {
    status: 422,
    message:
      'We don’t have a phone number or email address on file to send a passcode. Call member portal help at 1-800-555-0130, Monday to Friday, 7 a.m. to 6 p.m. Central (TTY 711).',
  },
  'LOG-0017': { status: 400, message: 'Your sign-in session has expired. Start again from the member portal.' },
  'LOG-0018': {
    status: 423,
    message: 'Your account has been locked after the third failed sign-in attempt. Reset your password or contact us to unlock it.',
  },

  // ---- FOR: forgot username or password (account help). ----
  'FOR-0001': { status: 400, message: 'Some of the information you entered isn’t valid. Check the fields marked below.' },
  'FOR-0002': { status: 404, message: 'We couldn’t find an account with that information. Check it and try again.' },
  'FOR-0003': { status: 400, message: 'The answers to your security questions don’t match our records.' },
  // The recovery request is gone: expired, unknown, or ended by the third wrong security answer.
  'FOR-0004': { status: 404, message: 'Your password reset request has expired. Start again to get a new passcode.' },
  'FOR-0005': { status: 400, message: 'Your new password doesn’t meet the requirements.' },
  'FOR-0006': { status: 400, message: 'This password was used too recently. Choose a different one.' },

  // ---- RES: resending a passcode. ----
  'RES-0001': { status: 429, message: 'We just sent you a passcode. Wait a minute before asking for another one.' },
  'RES-0002': { status: 422, message: 'We couldn’t send a passcode that way. Choose another way to receive it.' },

  // ---- CHP: changing the password and the security questions (Settings, Privacy and security). ----
  'CHP-0001': { status: 400, message: 'Some of the information you entered isn’t valid. Check the fields marked below.' },
  'CHP-0002': { status: 400, message: 'Your new password doesn’t meet the requirements.' },
  'CHP-0003': { status: 400, message: 'Your new password must be different from your current password.' },
  'CHP-0004': { status: 400, message: 'Your current password is incorrect.' },
  'CHP-0005': { status: 400, message: 'This password was used too recently. Choose a different one.' },
  'CHP-0010': { status: 400, message: 'Check your security questions and answers and try again.' },
  'CHP-0011': { status: 400, message: 'Choose two different security questions.' },

  // ---- CON: the contact forms (public /contact and signed-in /contact-us; docs/product/validation.md#validate-contact-details). ----
  'CON-0001': { status: 400, message: 'Some of the information you entered isn’t valid. Check the fields marked below.' },
  'CON-0002': {
    status: 400,
    message: 'This company ID doesn’t match your plan. Check the company ID on your member ID card and try again.',
  },
  // ---- CONT: when to call the member back (BestDayToReach, BestTimeToReach: docs/product/validation.md#validate-registration-identity). ----
  'CONT-0001': { status: 400, message: 'Choose the best day for us to call you.' },
  'CONT-0002': { status: 400, message: 'Choose the best time for us to call you.' },

  // ---- IDS: ID cards (docs/product/errors-and-messages.md#errors-call-codes fixes 0002, 0005, 0006 and 0007). ----
  'IDS-0001': { status: 400, message: 'Choose a valid type of card for this plan.' },
  'IDS-0002': { status: 503, message: 'The fax service is unavailable right now. Please try again later, or email the card instead.' },
  'IDS-0003': { status: 400, message: 'You can request cards only for members of this plan.' },
  'IDS-0005': {
    status: 503,
    message: 'The fax service is unavailable for that fax number. Check the number and try again, or email the card instead.',
  },
  'IDS-0006': {
    status: 422,
    message: 'Your replacement card cannot be processed online. Please call the customer service number on the back of your card.',
  },
  'IDS-0007': {
    status: 422,
    message:
      'Your new cards are on their way: cards ordered recently or during your plan’s renewal can take up to 7 business days to arrive. Please wait before ordering again.',
  },

  // ---- NOT: the message center and notification settings. ----
  'NOT-0001': { status: 400, message: 'We couldn’t update this message. Please try again.' },
  'NOT-0002': { status: 400, message: 'Check your notification choices and try again.' },
  'NOT-0003': { status: 400, message: 'One of those notification topics isn’t available. Refresh the page and try again.' },

  // ---- OPT: options and preferences (sign-in passcodes, family access, communication preferences). ----
  'OPT-0001': { status: 400, message: 'Choose email or text for your sign-in passcodes.' },
  'OPT-0002': { status: 400, message: 'We couldn’t change family access. Please try again.' },
  'OPT-0003': { status: 422, message: 'Family access is available only to dependents age 18 or older.' },
  'OPT-0010': { status: 400, message: 'Check your preferences and try again.' },
  'OPT-0011': { status: 400, message: 'Only the policyholder can hide dependents whose coverage has ended.' },

  // ---- TRD: termed (ended) dependents (docs/product/roles-and-rights.md#rights-settings-exceptions: not allowed for certain members). ----
  'TRD-0001': { status: 422, message: 'Hiding dependents whose coverage has ended isn’t available for this member.' },

  // ---- OCI: other coverage information (docs/product/roles-and-rights.md#rights-family). ----
  'OCI-0001': { status: 422, message: 'Other coverage information can’t be updated online for this member. Please call customer service.' },
  'OCI-0002': { status: 400, message: 'Check the other coverage information you entered and try again.' },

  // ---- COC: certificate of creditable coverage orders (docs/product/roles-and-rights.md#rights-settings-exceptions). ----
  'COC-0001': {
    status: 422,
    message: 'A certificate of creditable coverage can’t be ordered online for this member. Please call customer service.',
  },
  'COC-0002': { status: 503, message: 'We couldn’t order your certificate of creditable coverage right now. Please try again later.' },

  // ---- TAC: terms and conditions (registration, and the terms of use after sign-in). ----
  'TAC-0001': { status: 400, message: 'Accept the terms and conditions to continue.' },
  'TAC-0002': { status: 503, message: 'We couldn’t save your acceptance of the terms. Please try again.' },

  // ---- WEL: welcome (communication choices made while registering). ----
  'WEL-0001': { status: 400, message: 'We couldn’t save your communication choices. You can change them later in Settings.' },

  // ---- UPD: profile updates (settings, address, primary care provider). ----
  'UPD-0001': { status: 400, message: 'We couldn’t save your settings. Check them and try again.' },
  'UPD-0002': { status: 400, message: 'Check your display name and try again.' },
  'UPD-0003': { status: 400, message: 'Check your email address and try again.' },
  'UPD-0004': { status: 400, message: 'Enter an email address different from the current one.' },
  'UPD-0005': { status: 400, message: 'Check your mobile phone number and try again.' },
  'UPD-0020': { status: 400, message: 'Choose a provider from the search results.' },
  'UPD-0021': { status: 400, message: 'Choose a provider from the search results.' },
  'UPD-0022': {
    status: 422,
    message: 'This provider cannot be your primary care provider. Choose a doctor marked as a primary care provider.',
  },
  'UPD-0023': { status: 422, message: 'This provider is not accepting new patients. Choose another provider.' },
  'UPD-0030': { status: 400, message: 'Check your address and try again.' },
  // Address updates (docs/product/routes-and-guards.md#routes-public): single-sign-on members, and everyone else who cannot update it here.
  'UPD-0031': { status: 422, message: 'Please review the Policy Information page to update your address.' },
  'UPD-0032': { status: 422, message: 'Please contact your employer or the state to update your address information.' },
  'UPD-0033': { status: 400, message: 'Change at least one part of your address or phone numbers before saving.' },

  // ---- PAY: bills, payments and autopay (the payment center; not a SPEC family, the sandbox's own). ----
  'PAY-0001': { status: 400, message: 'Check the payment details and try again.' },
  'PAY-0002': { status: 400, message: 'Enter the bank account or card details for your payment.' },
  'PAY-0003': { status: 404, message: 'We couldn’t find that bill. Refresh the page and try again.' },
  'PAY-0004': { status: 422, message: 'This bill is already paid.' },
  // The balance is checked with the bill locked: a payment made meanwhile (another tab, a double
  // submit) leaves less to pay than the member saw, so this is a conflict, not a typing mistake.
  'PAY-0005': { status: 409, message: 'The amount is more than what is left to pay on this bill. Refresh the page to see its balance.' },
  'PAY-0006': { status: 400, message: 'Enter an amount of at least $0.01.' },
  'PAY-0007': { status: 400, message: 'Check the card number. It isn’t a valid card number.' },
  'PAY-0008': { status: 400, message: 'Check the card’s expiry date. Use a card that has not expired.' },
  'PAY-0009': { status: 400, message: 'Check the routing number. It isn’t a valid bank routing number.' },
  'PAY-0010': { status: 400, message: 'Check your autopay details and try again.' },
  'PAY-0011': { status: 400, message: 'Choose how autopay pays your bill, and enter the account or card details.' },
  'PAY-0012': { status: 400, message: 'Pay with a bank account or a card, not both.' },
  'PAY-0013': { status: 400, message: 'Check the account number. It has 4 to 17 digits.' },
  // Payments and autopay changes carry an Idempotency-Key, so a retry is never carried out twice; the
  // same key with other details is refused rather than guessed at.
  'PAY-0014': {
    status: 422,
    message: 'We already received this request with different details. Check your payments and autopay before you try again.',
  },

  // ---- PHA: the pharmacy center (docs/product/roles-and-rights.md#rights-pharmacy-age, docs/product/constants.md#constants-pharmacy-age: blocked under 17). ----
  'PHA-0001': { status: 403, message: 'The Pharmacy Center is available to members age 17 and older.' },

  // ---- OAU: the session (docs/product/errors-and-messages.md#errors-dialog: sign in again). ----
  'OAU-0001': { status: 401, message: 'For your security, please sign in again.' },

  // ---- EOB: explanation-of-benefits documents (docs/product/errors-and-messages.md#errors-dialog). ----
  'EOB-0001': { status: 404, message: 'There was an error loading this document. Please try again.' },
  'EOB-0002': { message: 'Your browser blocked the document from opening. Please allow pop-ups for this site and try again.' },

  // ---- FRM: documents and forms (docs/product/errors-and-messages.md#errors-dialog fixes 0002 and 0003). ----
  'FRM-0001': { status: 400, message: 'This document link isn’t complete. Open the document from the Documents page.' },
  'FRM-0002': { status: 403, message: 'This request was blocked for security reasons.' },
  'FRM-0003': { status: 404, message: 'This document is not available right now.' },

  // ---- ADM: the admin console of member-services staff (sandbox/README.md#personas: sam.admin; docs/product/validation.md#validate-admin-search, docs/product/roles-and-rights.md#rights-staff:
  // search, block and unblock by date, unlock; sandbox/src/api/admin.ts). ----
  'ADM-0001': { status: 400, message: 'Enter a username, member ID, email address, or a first or last name to search.' },
  'ADM-0002': { status: 400, message: 'Give a block date or an unblock date, not both.' },
  'ADM-0003': { status: 404, message: 'No accounts match your search.' },
  'ADM-0004': { status: 409, message: 'This account is already blocked.' },
  'ADM-0005': { status: 409, message: 'This account is not blocked.' },
  'ADM-0006': { status: 400, message: 'Choose a block date of today or later.' },
  'ADM-0007': { status: 403, message: 'You don’t have permission to use the admin console.' },
  'ADM-0008': { status: 403, message: 'Your account has been blocked. Please call customer service for help.' },
  'ADM-0009': {
    status: 400,
    message:
      'This search could match too many accounts. Enter a whole username, member ID or email address, or at least the first 3 letters of both the first and last name.',
  },
} as const satisfies Record<string, CodedError>;

export type CodedErrorCode = keyof typeof codedErrors;

/**
 * The call error codes of docs/product/data-and-calls.md#calls-member-api (BP-NFA-xxx, BP-FA-xxx), and the member API's codes for
 * answers that are no member's doing (an unknown route, a body too large). The portal shows the generic
 * message of the answer's status for them (error-messages.ts); a service sends them with its own
 * technical message.
 */
export const callErrorCodes = [
  'BP-NFA-001',
  'BP-NFA-002',
  'BP-NFA-003',
  'BP-NFA-009',
  'BP-NFA-010',
  'BP-NFA-021',
  'BP-NFA-022',
  'BP-NFA-100',
  'BP-NFA-0231',
  'BP-NFA-0232',
  'BP-NFA-0233',
  'BP-NFA-0234',
  'BP-NFA-0235',
  'BP-NFA-0236',
  'BP-FA-004',
  'BP-FA-006',
  // The member API's status codes for requests no call code covers (sandbox/README.md#member-api-memberportalv1).
  'BP-NFA-400',
  'BP-NFA-401',
  'BP-NFA-403',
  'BP-NFA-404',
  'BP-NFA-405',
  'BP-NFA-409',
  'BP-NFA-413',
  'BP-NFA-415',
  'BP-NFA-429',
] as const;

export type CallErrorCode = (typeof callErrorCodes)[number];

/** Every code a service may put in an error body. */
export type ErrorCode = CodedErrorCode | CallErrorCode;

/** The code families of docs/product/errors-and-messages.md#errors-dialog, plus PAY (payments, the member API's own family). */
export const codedErrorFamilies = [
  'REG',
  'LOG',
  'CON',
  'CONT',
  'IDS',
  'NOT',
  'OPT',
  'ADM',
  'RES',
  'CHP',
  'OCI',
  'COC',
  'TAC',
  'FOR',
  'TRD',
  'UPD',
  'WEL',
  'PHA',
  'OAU',
  'EOB',
  'FRM',
  'PAY',
] as const;

export function isCodedErrorCode(code: unknown): code is CodedErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(codedErrors, code);
}

export function isCallErrorCode(code: unknown): code is CallErrorCode {
  return typeof code === 'string' && (callErrorCodes as readonly string[]).includes(code);
}

/** "You have 2 tries remaining." after a limited check the member can still retry (passcodes, security answers). */
export function triesRemainingSentence(count: unknown, noun: 'try' | 'attempt' = 'try'): string {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return '';
  const plural = noun === 'try' ? 'tries' : 'attempts';
  return `You have ${count} ${count === 1 ? noun : plural} remaining.`;
}
