// The rules of a payment and of autopay's payment method, for the portal's forms and the member API
// alike, so the two can never disagree: the amount (at least $0.01 once rounded to cents, and not more
// than the bill's balance), exactly one payment method (a bank account or a card, never both), a bank
// routing number that passes the ABA checksum, a card number that passes the Luhn check, and a card
// that has not expired on today's date in the insurer's time zone.
//
// Each problem names the field it belongs to, the member API's code for it (the error catalogue's PAY
// family) and the words the form shows on the field. The amounts are whole cents (money.ts).
//
// No imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read this file. Today's
// date comes from the caller, from each side's date helpers on America/Chicago.

export const paymentMethods = ['bank', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * A one-time payment may also come from the account on file (the one autopay drafts from): the member
 * chooses it and types no numbers, and the payment is recorded as that account.
 */
export const savedPaymentMethod = 'saved';

/** The fields a payment or an autopay enrolment is checked on, in the order of the forms. */
export type PaymentField = 'amount' | 'method' | 'routingNumber' | 'accountNumber' | 'cardNumber' | 'cardExpiry';

/** The error catalogue's code for each kind of problem (PAY family). */
export const paymentRuleCodes = {
  /** A payment's method or one of its fields is missing. */
  missingPaymentDetails: 'PAY-0002',
  /** Autopay's method or one of its fields is missing. */
  missingAutopayDetails: 'PAY-0011',
  amountMoreThanBalance: 'PAY-0005',
  amountTooSmall: 'PAY-0006',
  cardNumber: 'PAY-0007',
  cardExpiry: 'PAY-0008',
  routingNumber: 'PAY-0009',
  bothMethods: 'PAY-0012',
  accountNumber: 'PAY-0013',
} as const;

export type PaymentRuleCode = (typeof paymentRuleCodes)[keyof typeof paymentRuleCodes];

export interface PaymentProblem {
  field: PaymentField;
  code: PaymentRuleCode;
  /** What the form shows on the field, and the member API in its validationErrors. */
  message: string;
}

/** The payment-method fields as a form holds them or a request body carries them (absent or empty: not given). */
export interface PaymentMethodInput {
  method?: string | null;
  routingNumber?: string | null;
  accountNumber?: string | null;
  cardNumber?: string | null;
  cardExpiry?: string | null;
}

/** The least a payment can be: one cent. */
export const minimumPaymentCents = 1;

/** Digits as members type them, with the spaces and dashes they group them with taken out. */
export function paymentDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

const given = (value: string | null | undefined) => paymentDigits(value) !== '';

/** The Luhn checksum every card number carries: doubling every second digit from the right, the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The first two digits of a real routing number: a Federal Reserve district (01 to 12), a thrift
 * (21 to 32), an electronic-only number (61 to 72), travelers' checks (80), or the U.S. government (00).
 */
const routingPrefix = /^(0\d|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/**
 * Whether 9 digits are an ABA routing number: a known prefix and the checksum (3, 7 and 1 times the
 * digits in turn add up to a multiple of 10). All zeros adds up to 0 and is no bank's number.
 */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || !routingPrefix.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum > 0 && sum % 10 === 0;
}

const cardExpiryPattern = /^(0[1-9]|1[0-2])\/(\d{2})$/;
const dayPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Whether a card's expiry, MM/YY as printed on it (a year of 2000 to 2099), is a real month that has
 * not ended before `today` (YYYY-MM-DD, today in the insurer's time zone): a card is good through the
 * last day of its expiry month.
 */
export function isCardExpiryCurrent(expiry: string, today: string): boolean {
  const card = cardExpiryPattern.exec(expiry.trim());
  const day = dayPattern.exec(today);
  if (!day) throw new RangeError(`not a calendar day: ${today}`);
  if (!card) return false;
  const cardMonths = (2000 + Number(card[2])) * 12 + Number(card[1]);
  return cardMonths >= Number(day[1]) * 12 + Number(day[2]);
}

/**
 * The problems of the payment-method fields, in the order of the form: a method, only that method's
 * fields (the other method's given too is refused), each field's own rule. `purpose` chooses the code
 * for missing details (a payment's or autopay's). `today` is YYYY-MM-DD in the insurer's time zone.
 */
export function paymentMethodProblems(input: PaymentMethodInput, today: string, purpose: 'payment' | 'autopay'): PaymentProblem[] {
  const missing = purpose === 'autopay' ? paymentRuleCodes.missingAutopayDetails : paymentRuleCodes.missingPaymentDetails;
  const problems: PaymentProblem[] = [];
  const method = input.method ?? '';
  if (!(paymentMethods as readonly string[]).includes(method)) {
    return [{ field: 'method', code: missing, message: 'Choose how you want to pay' }];
  }
  if (method === 'bank') {
    if (given(input.cardNumber) || given(input.cardExpiry))
      problems.push({ field: 'method', code: paymentRuleCodes.bothMethods, message: 'Pay with a bank account or a card, not both' });
    const routing = paymentDigits(input.routingNumber);
    const account = paymentDigits(input.accountNumber);
    if (routing === '') problems.push({ field: 'routingNumber', code: missing, message: 'Enter the routing number' });
    else if (!/^\d{9}$/.test(routing))
      problems.push({ field: 'routingNumber', code: paymentRuleCodes.routingNumber, message: 'A routing number has 9 digits' });
    else if (!isAbaRoutingNumber(routing))
      problems.push({
        field: 'routingNumber',
        code: paymentRuleCodes.routingNumber,
        message: 'Check the routing number: it is not a bank’s routing number',
      });
    if (account === '') problems.push({ field: 'accountNumber', code: missing, message: 'Enter the account number' });
    else if (!/^\d{4,17}$/.test(account))
      problems.push({ field: 'accountNumber', code: paymentRuleCodes.accountNumber, message: 'An account number has 4 to 17 digits' });
    return problems;
  }
  if (given(input.routingNumber) || given(input.accountNumber))
    problems.push({ field: 'method', code: paymentRuleCodes.bothMethods, message: 'Pay with a bank account or a card, not both' });
  const card = paymentDigits(input.cardNumber);
  const expiry = (input.cardExpiry ?? '').trim();
  if (card === '') problems.push({ field: 'cardNumber', code: missing, message: 'Enter the card number' });
  else if (!/^\d{13,19}$/.test(card))
    problems.push({ field: 'cardNumber', code: paymentRuleCodes.cardNumber, message: 'A card number has 13 to 19 digits' });
  else if (!passesLuhn(card))
    problems.push({ field: 'cardNumber', code: paymentRuleCodes.cardNumber, message: 'Check the card number: a digit is wrong' });
  if (expiry === '') problems.push({ field: 'cardExpiry', code: missing, message: 'Enter the expiry date' });
  else if (!cardExpiryPattern.test(expiry))
    problems.push({ field: 'cardExpiry', code: paymentRuleCodes.cardExpiry, message: 'Enter the expiry date as MM/YY, like 08/29' });
  else if (!isCardExpiryCurrent(expiry, today))
    problems.push({
      field: 'cardExpiry',
      code: paymentRuleCodes.cardExpiry,
      message: 'This card has expired. Use a card with a later expiry date',
    });
  return problems;
}

/**
 * The problems of a payment from the account on file: there must be one, and no other account's
 * numbers come with it. `hasSavedAccount` says whether the member has an account on file.
 */
export function savedMethodProblems(input: PaymentMethodInput, hasSavedAccount: boolean): PaymentProblem[] {
  if (!hasSavedAccount)
    return [
      {
        field: 'method',
        code: paymentRuleCodes.missingPaymentDetails,
        message: 'You have no account on file. Choose another account and enter its details',
      },
    ];
  const otherAccount = [input.routingNumber, input.accountNumber, input.cardNumber, input.cardExpiry].some(given);
  return otherAccount
    ? [{ field: 'method', code: paymentRuleCodes.bothMethods, message: 'Pay from your account on file or another account, not both' }]
    : [];
}

/**
 * The problem of an amount in cents, if any: at least one cent, and not more than the bill's balance
 * when it is given, in cents and as members read it (money.ts formatCents: "$487.25").
 */
export function paymentAmountProblem(cents: number, balance?: { cents: number; text: string }): PaymentProblem | null {
  if (cents < minimumPaymentCents)
    return { field: 'amount', code: paymentRuleCodes.amountTooSmall, message: 'Enter an amount of at least $0.01' };
  if (balance && cents > balance.cents) {
    return {
      field: 'amount',
      code: paymentRuleCodes.amountMoreThanBalance,
      message: `The amount is more than this bill’s balance of ${balance.text}`,
    };
  }
  return null;
}
