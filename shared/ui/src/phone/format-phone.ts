// Phone numbers as members read and dial them (docs/product/validation.md#format-phone, docs/product/constants.md#constants-table): ten digits, shown as
// (xxx) xxx-xxxx and dialled as tel:+1xxxxxxxxxx. The one phone rule of the portal: forms format what
// the member types with it (@portal/forms re-exports it), pages show and link numbers with PhoneLink.
import { phoneDigitCount } from '@portal/contracts/field-rules';

/** A phone number is 10 digits with its area code (docs/product/constants.md#constants-table): the rule the member API applies too. */
export { phoneDigitCount };

/**
 * The digits of a phone number, at most 10. A "+1" or leading 1 country code is dropped (no North
 * American area code starts with 1), so "+1 (501) 555-0123" and "1-800-555-0199" keep their 10 digits.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length > phoneDigitCount && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, phoneDigitCount);
}

/**
 * A phone number as (xxx) xxx-xxxx (docs/product/validation.md#format-phone). Partial input is formatted as far as it goes and
 * never ends in a punctuation mark, so Backspace always removes a digit while the member types.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The tel: address of a complete US number ("tel:+18005550199"), or null for anything else (a short
 * code such as 988 or 911 is dialled as written, see PhoneLink).
 */
export function phoneHref(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === phoneDigitCount + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === phoneDigitCount ? `tel:+1${national}` : null;
}
