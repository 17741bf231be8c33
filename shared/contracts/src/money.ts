// Money as the portal and the member API both reckon it: in whole cents (integers), so no sum or
// comparison drifts the way binary fractions of a dollar do (0.1 + 0.2 is not 0.3). Dollars appear
// only at the edges: what a member types, what JSON carries, what a page shows.
//
// No imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read this file.

/**
 * The decimal digits of a finite, non-negative number as JavaScript writes it (its shortest
 * round-trip form, "0.07" rather than 0.07000000000000000666), split at the decimal point, with
 * exponent forms ("1e-9", "1e+21") written out.
 */
function decimalDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = value.toString().split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * A dollar amount (a JSON number) in whole cents, rounded half away from zero on the amount as it was
 * written: 487.25 is 48725, 0.005 is 1, 1e-9 is 0, 1.005 is 101 (not 100, as 1.005 * 100 would give).
 * Throws a RangeError for NaN, the infinities and amounts beyond what cents can count exactly.
 */
export function centsFromDollars(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount of money: ${amount}`);
  const { whole, fraction } = decimalDigits(Math.abs(amount));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) + roundUp;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount out of range: ${amount}`);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Whole cents as the dollar amount JSON carries: 48725 is 487.25. */
export function dollarsFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** A dollar amount as members type it: digits, an optional $ in front, commas, and at most two decimals. */
const typedDollarsPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A dollar amount as typed ("$1,234.5", "487.25", " 12 ") in cents, or null when it is not one (a
 * minus sign, three decimals, letters). Read digit by digit, never through a binary fraction.
 */
export function parseTypedDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = typedDollarsPattern.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number(((match[2] ?? '') + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}

const usDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as members read them: $1,234.50. */
export function formatCents(cents: number): string {
  return usDollars.format(dollarsFromCents(cents));
}
