// The field rules that the portal's forms and the member API both apply (docs/product/validation.md#validate-contact-details, docs/product/constants.md#constants-table), in
// one place so the two can no longer disagree: passwords, usernames, phone numbers, email addresses,
// mailing addresses, contact forms and identity details. Plain data and functions with no library:
// @portal/forms builds its Yup schema builders from them, and the sandbox builds
// its JSON schemas and checks from them (sandbox/src/api/schemas.ts, sandbox/src/auth/passwords.ts).
// Patterns are strings so that a JSON schema can carry them as they are; each has its RegExp too.
//
// No imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read this file.

// ---- Characters --------------------------------------------------------------------------------

/**
 * Length as members count it: characters (Unicode code points), not UTF-16 code units, so "é" and
 * "𝒜" are one character each, as JSON Schema's minLength and maxLength count them too.
 */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Emoji and pictographs, and the pieces emoji are made of: flags are pairs of regional indicators,
 * keycaps end in U+20E3, skin tones are modifiers, sequences join with U+200D and U+FE0F selects the
 * emoji form, tag characters spell subdivision flags. None of them is a "special character".
 */
const pictographPattern =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{200D}|\u{20E3}|\u{FE0F}|[\u{E0020}-\u{E007F}]/u;

export function hasPictograph(value: string): boolean {
  return pictographPattern.test(value);
}

/**
 * A special character of a new password (docs/product/validation.md#validate-password-new, "a broad set that includes accented and
 * currency symbols"): any character that is not an ASCII letter or digit, whitespace, an invisible
 * control or format character, or part of an emoji. So ! # $ € £ é ñ ß count; 🇺🇸 and 😀 do not.
 */
export function isSpecialCharacter(char: string): boolean {
  return !/^[A-Za-z0-9]$/.test(char) && !/^[\s\p{Cc}\p{Cf}]$/u.test(char) && !hasPictograph(char);
}

// ---- Clean text: what no field of any form or API call takes ----------------------------------

/**
 * Why a text value is refused whatever the field: hidden control characters (NUL among them; tabs and
 * line breaks are fine), characters that reverse or isolate the direction of the text around them (they
 * make "txt.exe" read as "exe.txt"), a value made only of invisible characters (zero-width spaces,
 * fillers), or a pile of combining marks on one letter (text that spills over the lines around it).
 */
export type TextProblem = 'control' | 'direction' | 'invisible' | 'combining';

export const textProblemMessages: Readonly<Record<TextProblem, string>> = {
  control: 'Remove the hidden control characters',
  direction: 'Remove the hidden characters that change the direction of the text',
  invisible: 'Enter letters, numbers or symbols, not only invisible characters',
  combining: 'Remove the extra accent marks',
};

/** More marks than this on one letter are refused: real scripts stack three at most. */
export const combiningMarksPerLetterMax = 4;

// eslint-disable-next-line no-control-regex -- this rule is about control characters
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const directionCharacter = /[\u061C\u202A-\u202E\u2066-\u2069]/u;
const invisibleCharacter = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const combiningRun = new RegExp(`\\p{M}{${combiningMarksPerLetterMax + 1},}`, 'u');

/** What is wrong with a text value in any field (undefined: nothing; blank values are the field's own rule). */
export function textProblem(value: string): TextProblem | undefined {
  if (controlCharacter.test(value)) return 'control';
  if (directionCharacter.test(value)) return 'direction';
  if (combiningRun.test(value)) return 'combining';
  if (value.trim() !== '' && value.replace(invisibleCharacter, '') === '') return 'invisible';
  return undefined;
}

// ---- Passwords (docs/product/validation.md#validate-password-current, docs/product/constants.md#constants-table) ---------------------------------------------------------

export const currentPasswordMinLength = 6;
export const newPasswordMinLength = 8;
export const passwordMaxLength = 128;

export interface PasswordRequirement {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'noPictographs';
  /** What the live checklist shows. */
  label: string;
  /** The error when the requirement is not met. */
  message: string;
  met: (password: string) => boolean;
}

export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${newPasswordMinLength} characters`,
    message: `Use at least ${newPasswordMinLength} characters`,
    met: (password) => characterCount(password) >= newPasswordMinLength,
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter (a-z)',
    message: 'Add a lowercase letter (a-z)',
    met: (password) => /[a-z]/.test(password),
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter (A-Z)',
    message: 'Add an uppercase letter (A-Z)',
    met: (password) => /[A-Z]/.test(password),
  },
  { id: 'digit', label: 'A number (0-9)', message: 'Add a number (0-9)', met: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: 'A special character, such as ! # $ € or é',
    message: 'Add a special character, such as ! # $ € or é',
    met: (password) => [...password].some(isSpecialCharacter),
  },
  {
    id: 'noPictographs',
    label: 'No emoji, pictographs or spaces',
    message: 'Remove emoji, pictographs and spaces',
    met: (password) => !hasPictograph(password) && !/\s/.test(password),
  },
];

/** The requirements a password does not meet yet (empty when it is acceptable). */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return passwordRequirements.filter((requirement) => !requirement.met(password));
}

/** Whether a new password contains the username (refused at registration; case is ignored). */
export function passwordContainsUsername(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  return name.length > 0 && password.toLowerCase().includes(name);
}

/** Answers to the two security questions (account help asks them), in characters. */
export const securityAnswerMinLength = 2;
export const securityAnswerMaxLength = 100;

// ---- Usernames (docs/product/routes-and-guards.md#guards-rights-key, docs/product/constants.md#constants-table: at least 8 letters and numbers, no spaces) --------------

export const usernameMinLength = 8;
export const usernameMaxLength = 32;
export const usernamePattern = '^[A-Za-z0-9]+$';

/** Letters and numbers only (a username of any length so far). */
export function hasOnlyUsernameCharacters(value: string): boolean {
  return /^[A-Za-z0-9]*$/.test(value);
}

export function isValidUsername(value: string): boolean {
  return (
    value !== '' &&
    hasOnlyUsernameCharacters(value) &&
    characterCount(value) >= usernameMinLength &&
    characterCount(value) <= usernameMaxLength
  );
}

// ---- Phone numbers (docs/product/validation.md#format-phone, docs/product/constants.md#constants-table: 10 digits with the area code) -----------------------

export const phoneDigitCount = 10;
/** What the member API accepts: the 10 digits alone. */
export const phonePattern = `^[0-9]{${phoneDigitCount}}$`;

// ---- Email addresses (docs/product/routes-and-guards.md#guards-rights-key) ----------------------------------------------------------

export const emailMaxLength = 254;
/**
 * name@example.com: an ASCII local part (dots only between characters) and a domain of at least two
 * labels. The member API's "email" format is this pattern too (sandbox/src/validation.ts).
 */
export const emailPattern =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$";

export function isValidEmail(value: string): boolean {
  return characterCount(value) <= emailMaxLength && new RegExp(emailPattern).test(value);
}

// ---- Mailing addresses (docs/product/validation.md#validate-contact-form, "Address update") --------------------------------------

export const address1MaxLength = 100;
export const address2MaxLength = 100;
export const cityMaxLength = 60;

/** The 50 states and DC, by postal code. */
export const stateCodes = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type StateCode = (typeof stateCodes)[number];

export function isValidStateCode(value: string): value is StateCode {
  return (stateCodes as readonly string[]).includes(value);
}

/** A 5-digit ZIP code or ZIP+4. */
export const zipPattern = '^[0-9]{5}(-[0-9]{4})?$';

export function isValidZip(value: string): boolean {
  return new RegExp(zipPattern).test(value);
}

/** The parts of a mailing address a member may change, phones included. */
export const addressParts = ['address1', 'address2', 'city', 'stateCode', 'zip', 'homePhone', 'workPhone'] as const;
export type AddressPart = (typeof addressParts)[number];
/** An address as it is on file or as a member sends it: a part left out or blank is empty. */
export type AddressValues = Partial<Record<AddressPart, string | null>>;

/**
 * A part as the member means it: spaces around and between words do not count, letter case does
 * (a member who fixes "little rock" to "Little Rock" wants it saved); phones are their digits.
 */
function comparableAddressPart(part: AddressPart, value: string | null | undefined): string {
  const typed = (value ?? '').trim().replace(/\s+/g, ' ');
  return part === 'homePhone' || part === 'workPhone' ? typed.replace(/[^0-9]/g, '') : typed;
}

/**
 * The "at least one change" rule of an address update: the parts that differ from the address on
 * file. Clearing a phone is a change; an update that changes nothing is refused as a whole.
 */
export function changedAddressParts(onFile: AddressValues, update: AddressValues): AddressPart[] {
  return addressParts.filter((part) => comparableAddressPart(part, onFile[part]) !== comparableAddressPart(part, update[part]));
}

/** A 5-digit ZIP code alone: where searches look (cost estimates, primary care providers). */
export const fiveDigitZipPattern = '^[0-9]{5}$';

export function isValidFiveDigitZip(value: string): boolean {
  return new RegExp(fiveDigitZipPattern).test(value);
}

// ---- Contact forms (docs/product/validation.md#validate-contact-details, docs/product/constants.md#constants-table) -----------------------------------------------------

/** Comments and free-text messages, in characters. */
export const commentMaxLength = 450;
/** The longest company ID the member API accepts; letters and numbers only. */
export const companyIdMaxLength = 16;
export const companyIdPattern = '^[A-Za-z0-9]+$';

/**
 * When a contact form's sender would like a call (BestDayToReach, BestTimeToReach). Both contact
 * forms ask for the day first, then the time, in this order.
 */
export const bestDaysToReach = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Anyday'] as const;
export const bestTimesToReach = ['Morning', 'Afternoon', 'Evening', 'Anytime'] as const;

// ---- Profile (settings) -----------------------------------------------------------------------

/** The longest display name (the name the portal greets the member by), in characters. */
export const displayNameMaxLength = 60;

// ---- Identity details of registration and account help (docs/product/validation.md#validate-registration-identity) ------------------------

export const nameMaxLength = 50;
export const memberIdMinLength = 5;
export const memberIdMaxLength = 20;
/** A member ID as printed on the member ID card: letters and numbers only. */
export const memberIdPattern = '^[A-Za-z0-9]+$';
/** A Social Security number as the member API takes it: the 9 digits alone (forms drop dashes and spaces). */
export const ssnPattern = '^[0-9]{9}$';
/** The last 4 digits of the Social Security number. */
export const ssnLast4Pattern = '^[0-9]{4}$';
/** The last 4 characters of a Medicare Beneficiary Identifier (MBIs mix letters and numbers). */
export const mbiLast4Pattern = '^[A-Za-z0-9]{4}$';

/** Letters and numbers only (a member ID of any length so far). */
export function hasOnlyMemberIdCharacters(value: string): boolean {
  return new RegExp(memberIdPattern).test(value);
}

export function isValidMemberId(value: string): boolean {
  const length = characterCount(value);
  return hasOnlyMemberIdCharacters(value) && length >= memberIdMinLength && length <= memberIdMaxLength;
}

export function isValidSsn(digits: string): boolean {
  return new RegExp(ssnPattern).test(digits);
}

export function isValidSsnLast4(value: string): boolean {
  return new RegExp(ssnLast4Pattern).test(value);
}

export function isValidMbiLast4(value: string): boolean {
  return new RegExp(mbiLast4Pattern).test(value);
}

// ---- Staff account search (the admin console) --------------------------------------------------

/** The fewest characters of a name that a staff search matches on (names match from their start). */
export const adminSearchNameMinLength = 3;
/** The most accounts one staff search shows, however many match: a search finds someone, it does not list members. */
export const adminSearchMaxResults = 25;

export interface AdminSearchTerms {
  username: string;
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Why a staff search is refused, or null when it may run: it needs a whole username, member ID or
 * email address, or at least the first 3 letters of both the first and the last name.
 */
export function adminSearchProblem(terms: AdminSearchTerms): 'empty' | 'tooBroad' | null {
  const given = (value: string) => value.trim() !== '';
  if (![terms.username, terms.memberId, terms.email, terms.firstName, terms.lastName].some(given)) return 'empty';
  if ([terms.username, terms.memberId, terms.email].some(given)) return null;
  const longEnough = (name: string) => characterCount(name.trim()) >= adminSearchNameMinLength;
  return longEnough(terms.firstName) && longEnough(terms.lastName) ? null : 'tooBroad';
}
