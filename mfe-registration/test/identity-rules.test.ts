import { isValidMbiLast4, isValidMemberId, isValidSsn, isValidSsnLast4 } from '@portal/contracts/field-rules';
import {
  guardianNameProblem,
  mbiLast4Problem,
  memberIdProblem,
  nameProblem,
  ssnDigits,
  ssnLast4Problem,
  ssnProblem,
} from '../src/identity/identity-rules';

// The forms accept what the member API accepts: its public.ts body schemas use the same patterns
// (@portal/contracts/field-rules; sandbox/test/field-rules.test.ts checks the API side).
describe('one definition with the member API', () => {
  it.each([
    [
      'member ID',
      memberIdProblem,
      isValidMemberId,
      ['REG000001', 'REG00', 'REG0', 'A'.repeat(20), 'A'.repeat(21), 'REG-000001', 'RÉG000001', 'ＲＥＧ000001'],
    ],
    [
      'SSN',
      (value: string) => ssnProblem(value),
      (value: string) => isValidSsn(ssnDigits(value)),
      ['123456789', '123-45-6789', '12345678', '1234567890', '١٢٣٤٥٦٧٨٩'],
    ],
    ['SSN last 4', ssnLast4Problem, isValidSsnLast4, ['4321', '432', '43210', '43a1', '４３２１']],
    ['MBI last 4', mbiLast4Problem, isValidMbiLast4, ['MK73', '1234', 'MK735', 'MK-3', 'ＭＫ73']],
  ] as const)('%s', (_, problem, valid, samples) => {
    for (const sample of samples) expect([sample, problem(sample) === null]).toEqual([sample, valid(sample)]);
  });
});

describe('member ID', () => {
  it.each([
    ['', 'Enter your member ID'],
    ['REG00', null],
    ['REG0', 'A member ID has 5 to 20 letters and numbers. Check your member ID card'],
    ['A'.repeat(20), null],
    ['A'.repeat(21), 'A member ID has 5 to 20 letters and numbers. Check your member ID card'],
    ['REG 000001', 'Enter your member ID with letters and numbers only, as it appears on your member ID card'],
    ['REG-000001', 'Enter your member ID with letters and numbers only, as it appears on your member ID card'],
    [' REG000001 ', null],
  ])('%p gives %p', (value, problem) => {
    expect(memberIdProblem(value)).toBe(problem);
  });
});

describe('Social Security number', () => {
  it.each([
    ['', 'Enter your Social Security number'],
    ['12345678', 'Enter your 9-digit Social Security number, like 123-45-6789'],
    ['123456789', null],
    ['123-45-6789', null],
    ['123 45 6789', null],
    ['1234567890', 'Enter your 9-digit Social Security number, like 123-45-6789'],
    ['12345678a', 'Enter your 9-digit Social Security number, like 123-45-6789'],
  ])('%p gives %p', (value, problem) => {
    expect(ssnProblem(value)).toBe(problem);
  });

  it('keeps only the digits', () => {
    expect(ssnDigits('123-45 6789')).toBe('123456789');
  });

  it.each([
    ['', 'Enter the last 4 digits of your Social Security number'],
    ['432', 'Enter exactly 4 digits: the last 4 of your Social Security number'],
    ['4321', null],
    [' 4321 ', null],
    ['43210', 'Enter exactly 4 digits: the last 4 of your Social Security number'],
    ['43a1', 'Enter exactly 4 digits: the last 4 of your Social Security number'],
  ])('last 4 %p gives %p', (value, problem) => {
    expect(ssnLast4Problem(value)).toBe(problem);
  });
});

describe('Medicare number (MBI) last 4', () => {
  it.each([
    ['', 'Enter the last 4 characters of your Medicare number (MBI)'],
    ['K73', 'Enter exactly 4 letters or numbers: the last 4 of your Medicare number (MBI)'],
    ['MK73', null],
    ['1234', null],
    ['MK735', 'Enter exactly 4 letters or numbers: the last 4 of your Medicare number (MBI)'],
    ['MK-3', 'Enter exactly 4 letters or numbers: the last 4 of your Medicare number (MBI)'],
  ])('%p gives %p', (value, problem) => {
    expect(mbiLast4Problem(value)).toBe(problem);
  });
});

describe('names', () => {
  it('requires a name of at most 50 characters', () => {
    const rule = { required: 'Enter your first name', label: 'First name' };
    expect(nameProblem('  ', rule)).toBe('Enter your first name');
    expect(nameProblem('A'.repeat(50), rule)).toBeNull();
    expect(nameProblem('A'.repeat(51), rule)).toBe('First name must be 50 characters or fewer');
  });

  it('counts a name in characters, as the member API does: 50 astral letters fit', () => {
    const rule = { required: 'Enter your first name', label: 'First name' };
    expect(nameProblem('𝒜'.repeat(50), rule)).toBeNull();
    expect(nameProblem('𝒜'.repeat(51), rule)).toBe('First name must be 50 characters or fewer');
  });

  it('names the guardian’s first and last name', () => {
    expect(guardianNameProblem('', 'first')).toBe('Enter the legal guardian’s first name');
    expect(guardianNameProblem('', 'last')).toBe('Enter the legal guardian’s last name');
    expect(guardianNameProblem('Jo', 'last')).toBeNull();
  });
});
