import { guardianNameProblem, mbiLast4Problem, memberIdProblem, nameProblem, ssnDigits, ssnLast4Problem, ssnProblem } from '../src/identity/identity-rules';

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
