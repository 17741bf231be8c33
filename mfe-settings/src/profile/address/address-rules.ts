// The address update rules: Address1, City, StateCode (a valid code) and Zip (a valid ZIP or ZIP+4)
// are required; home and work numbers are optional but, when given, full numbers with area code; and
// at least one thing must change (letter case counts, spaces do not). The limits, state codes, ZIP
// rule and what counts as a change are the ones the member API applies (@portal/contracts/field-rules).
import { object, string } from 'yup';
import {
  address1MaxLength,
  address2MaxLength,
  changedAddressParts,
  characterCount,
  cityMaxLength,
  isValidStateCode,
  isValidZip as isValidZipCode,
  type StateCode,
} from '@portal/contracts/field-rules';
import { codedMessages } from '@portal/api-client/error-messages';
import { formatPhone, isCompletePhone, phoneDigits, text, typedText, type FormValues, type SubmittedValues } from '@portal/forms';
import type { AddressOnFile, AddressRequest } from './api';

export { isValidStateCode, stateCodes, type StateCode } from '@portal/contracts/field-rules';

/** A 5-digit ZIP code or ZIP+4, as typed (surrounding spaces do not count). */
export function isValidZip(value: string): boolean {
  return isValidZipCode(value.trim());
}

/** An optional phone number: empty, or the full 10 digits with area code. Submits digits or undefined. */
function optionalPhone(label: string) {
  // The rule reads the number as typed; the cast keeps its digits.
  return string()
    .transform((value: string) => (value.trim() === '' ? undefined : phoneDigits(value.trim())))
    .test('phone', `Enter the full ${label} with area code, like (501) 555-0123, or leave it blank`, function () {
      const typed = typedText(this).trim();
      return typed === '' || isCompletePhone(typed);
    });
}

/**
 * Required text of at most `max` characters, trimmed. Characters are code points, as the member API's
 * JSON Schema maxLength counts them (field-rules characterCount).
 */
function requiredLine(required: string, max: number, maxMessage: string) {
  return text()
    .trim()
    .test('required', required, (value) => value.length > 0)
    .test('max-length', maxMessage, (value) => characterCount(value) <= max);
}

export const addressSchema = object({
  address1: requiredLine('Enter your street address', address1MaxLength, `Street address must be ${address1MaxLength} characters or fewer`),
  address2: text()
    .trim()
    .test(
      'max-length',
      `Apartment, suite or unit must be ${address2MaxLength} characters or fewer`,
      (value) => characterCount(value) <= address2MaxLength,
    ),
  city: requiredLine('Enter your city', cityMaxLength, `City must be ${cityMaxLength} characters or fewer`),
  stateCode: string<StateCode>()
    .defined()
    .test('required', 'Choose your state', (value) => value.length > 0)
    .test('state', 'Choose a state from the list', isValidStateCode),
  zip: text()
    .trim()
    .test('required', 'Enter your ZIP code', (value) => value.length > 0)
    .test('zip', 'Enter a 5-digit ZIP code, like 72201, or ZIP+4, like 72201-1234', isValidZip),
  homePhone: optionalPhone('home phone number'),
  workPhone: optionalPhone('work phone number'),
});

/** What the form holds (phones formatted as the member sees them). */
export type AddressFormValues = FormValues<typeof addressSchema>;
/** The body of PUT members/{memberId}/address. */
export type AddressUpdate = SubmittedValues<typeof addressSchema>;

/** The address on file, as GET members/{memberId}/address returns it. */
export type { AddressOnFile };

export function addressFormValues(address: AddressOnFile): AddressFormValues {
  return {
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    stateCode: address.stateCode ?? '',
    zip: address.zip ?? '',
    homePhone: formatPhone(address.homePhone ?? ''),
    workPhone: formatPhone(address.workPhone ?? ''),
  };
}

/** The "at least one change" rule, as the member API applies it (@portal/contracts/field-rules). */
export function addressChanged(onFile: AddressOnFile, update: AddressUpdate): boolean {
  return changedAddressParts(onFile, update).length > 0;
}

/** Said for the whole form, as the member API says it (UPD-0033): no one field is at fault. */
export const noAddressChangeMessage = codedMessages['UPD-0033'];

/** The request body: optional parts the member left blank are left out (the API refuses empty phones). */
export function addressRequestBody(update: AddressUpdate): AddressRequest {
  const body: AddressRequest = {
    address1: update.address1,
    address2: update.address2,
    city: update.city,
    stateCode: update.stateCode,
    zip: update.zip,
  };
  if (update.homePhone) body.homePhone = update.homePhone;
  if (update.workPhone) body.workPhone = update.workPhone;
  return body;
}
