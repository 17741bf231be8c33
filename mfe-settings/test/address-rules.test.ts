import {
  addressChanged,
  addressFormValues,
  addressRequestBody,
  addressSchema,
  isValidStateCode,
  isValidZip,
  type AddressFormValues,
  type AddressOnFile,
} from '../src/profile/address/address-rules';
import { checkForm } from '@portal/forms';
import { addressLockMessage, addressLockOf } from '../src/profile/address/address-message';

const onFile: AddressOnFile = {
  address1: '1200 W Markham St',
  city: 'Little Rock',
  stateCode: 'AR',
  zip: '72201',
  homePhone: '5015550101',
};

function parse(values: Partial<AddressFormValues>) {
  return checkForm(addressSchema, { ...addressFormValues(onFile), ...values });
}

function firstErrors(values: Partial<AddressFormValues>) {
  return parse(values).errors;
}

describe('address validation (docs/product/validation.md#validate-contact-form)', () => {
  it('requires Address1, City, StateCode and Zip', () => {
    expect(firstErrors({ address1: ' ', city: '', stateCode: '', zip: '' })).toEqual({
      address1: 'Enter your street address',
      city: 'Enter your city',
      stateCode: 'Choose your state',
      zip: 'Enter your ZIP code',
    });
  });

  it('accepts valid state codes only', () => {
    expect(isValidStateCode('AR')).toBe(true);
    expect(isValidStateCode('DC')).toBe(true);
    expect(isValidStateCode('ar')).toBe(false);
    expect(isValidStateCode('XX')).toBe(false);
    expect(firstErrors({ stateCode: 'ZZ' }).stateCode).toBe('Choose a state from the list');
  });

  it.each([
    ['72201', true],
    ['72201-1234', true],
    ['7220', false],
    ['722011', false],
    ['72201-12', false],
    ['ABCDE', false],
  ])('ZIP %s is valid: %s', (zip, valid) => {
    expect(isValidZip(zip)).toBe(valid);
    expect(firstErrors({ zip }).zip).toBe(valid ? undefined : 'Enter a 5-digit ZIP code, like 72201, or ZIP+4, like 72201-1234');
  });

  it('counts the street, unit and city in characters, as the member API does, not UTF-16 units', () => {
    expect(firstErrors({ address1: '𝒜𝒜𝒜'.repeat(33) + '𝒜', address2: '𝒜'.repeat(100), city: '𝒜'.repeat(60) })).toEqual({});
    expect(firstErrors({ address1: '𝒜'.repeat(101), address2: '𝒜'.repeat(101), city: '𝒜'.repeat(61) })).toEqual({
      address1: 'Street address must be 100 characters or fewer',
      address2: 'Apartment, suite or unit must be 100 characters or fewer',
      city: 'City must be 60 characters or fewer',
    });
  });

  it('takes home and work numbers only as full numbers with area code, or left blank', () => {
    expect(firstErrors({ homePhone: '(501) 555-01' }).homePhone).toBe(
      'Enter the full home phone number with area code, like (501) 555-0123, or leave it blank',
    );
    expect(firstErrors({ workPhone: '555-0123' }).workPhone).toBe(
      'Enter the full work phone number with area code, like (501) 555-0123, or leave it blank',
    );
    const result = parse({ homePhone: '(501) 555-0199', workPhone: '' });
    expect(result.valid && result.values).toMatchObject({ homePhone: '5015550199', workPhone: undefined });
  });
});

describe('the at-least-one-change rule', () => {
  const unchanged = () => {
    const result = parse({});
    if (!result.valid) throw new Error('the address on file is valid');
    return result.values;
  };

  it('sees no change in the address as it is on file', () => {
    expect(addressChanged(onFile, unchanged())).toBe(false);
  });

  it('does not count extra spaces as a change', () => {
    expect(addressChanged(onFile, { ...unchanged(), address1: ' 1200  W  Markham St ', city: ' Little  Rock' })).toBe(false);
  });

  it('counts a change of letter case, as the member API does', () => {
    expect(addressChanged(onFile, { ...unchanged(), city: 'LITTLE ROCK' })).toBe(true);
  });

  it.each([
    ['address1', { address1: '1201 W Markham St' }],
    ['address2', { address2: 'Apt 4' }],
    ['city', { city: 'Conway' }],
    ['state', { stateCode: 'TX' as const }],
    ['zip', { zip: '72202' }],
    ['home phone', { homePhone: '5015550102' }],
    ['removing the home phone', { homePhone: undefined }],
    ['a new work phone', { workPhone: '5015550103' }],
  ])('counts a changed %s', (_, change) => {
    expect(addressChanged(onFile, { ...unchanged(), ...change })).toBe(true);
  });
});

describe('the address request and messages', () => {
  it('leaves out the phone numbers left blank', () => {
    expect(
      addressRequestBody({
        address1: 'A',
        address2: '',
        city: 'C',
        stateCode: 'AR',
        zip: '72201',
        homePhone: undefined,
        workPhone: '5015550103',
      }),
    ).toEqual({
      address1: 'A',
      address2: '',
      city: 'C',
      stateCode: 'AR',
      zip: '72201',
      workPhone: '5015550103',
    });
  });

  it('gives single-sign-on members the Policy Information message and everyone else the employer message (docs/product/routes-and-guards.md#routes-public)', () => {
    expect(addressLockMessage(addressLockOf('sso', null))).toBe('Please review the Policy Information page to update your address.');
    expect(addressLockMessage(addressLockOf(null, 'EMPLOYER_SSO'))).toBe(
      'Please review the Policy Information page to update your address.',
    );
    expect(addressLockMessage(addressLockOf('employer', null))).toBe(
      'Please contact your employer or the state to update your address information.',
    );
    expect(addressLockMessage(addressLockOf(null, null))).toBe(
      'Please contact your employer or the state to update your address information.',
    );
  });
});
