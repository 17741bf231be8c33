import { checkForm } from '@portal/forms';
import { emptyRegisterForm, registerSchema, registerStep, type RegisterFormValues } from '../src/register/register-schema';
import { typedDateYearsAgo } from './support/dates';

const rae: RegisterFormValues = {
  ...emptyRegisterForm,
  memberId: 'reg000001',
  ssnLast4: '4321',
  firstName: ' Rae ',
  lastName: 'Newman',
  dateOfBirth: '05/20/1990',
};

function issues(values: RegisterFormValues) {
  return Object.entries(checkForm(registerSchema, values).errors);
}

describe('the register step’s rules', () => {
  it('lists every missing field, in the order of the form', () => {
    expect(issues(emptyRegisterForm)).toEqual([
      ['memberId', 'Enter your member ID'],
      ['ssnLast4', 'Enter the last 4 digits of your Social Security number'],
      ['firstName', 'Enter your first name'],
      ['lastName', 'Enter your last name'],
      ['dateOfBirth', 'Enter your date of birth'],
    ]);
  });

  it('sends the member ID with the SSN’s last 4, names trimmed and the date as YYYY-MM-DD', () => {
    expect(registerStep(registerSchema.validateSync(rae))).toEqual({
      identity: { memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20' },
      guardian: null,
    });
  });

  it('with an SSN instead, asks for the 9 digits only and derives the last 4', () => {
    const withSsn = { ...rae, idType: 'ssn' as const, memberId: '', ssnLast4: '', ssn: '' };
    expect(issues(withSsn)).toEqual([['ssn', 'Enter your Social Security number']]);
    expect(registerStep(registerSchema.validateSync({ ...withSsn, ssn: '123-45-4321' })).identity).toEqual({
      ssn: '123454321',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
    });
  });

  it('asks Medicare members for the MBI’s last 4, and only them', () => {
    expect(issues({ ...rae, mbiLast4: 'xx' })).toEqual([]);
    expect(issues({ ...rae, isMedicareMember: true })).toEqual([['mbiLast4', 'Enter the last 4 characters of your Medicare number (MBI)']]);
    expect(registerStep(registerSchema.validateSync({ ...rae, isMedicareMember: true, mbiLast4: 'mk73' })).identity.mbiLast4).toBe('MK73');
  });

  it('requires a legal guardian’s names for a child under 14, not for a 14-year-old', () => {
    const child = { ...rae, dateOfBirth: typedDateYearsAgo(14, -1) };
    expect(issues(child)).toEqual([
      ['guardianFirstName', 'Enter the legal guardian’s first name'],
      ['guardianLastName', 'Enter the legal guardian’s last name'],
    ]);
    expect(issues({ ...rae, dateOfBirth: typedDateYearsAgo(14) })).toEqual([]);
    expect(registerStep(registerSchema.validateSync({ ...child, guardianFirstName: ' Jo ', guardianLastName: 'Newman' })).guardian).toEqual(
      { firstName: 'Jo', lastName: 'Newman' },
    );
  });

  it('requires the guardian when the member API said so, whatever the typed date', () => {
    expect(issues({ ...rae, guardianRequired: true })).toEqual([
      ['guardianFirstName', 'Enter the legal guardian’s first name'],
      ['guardianLastName', 'Enter the legal guardian’s last name'],
    ]);
  });
});
