import { checkForm } from '@portal/forms';
import {
  createAccountSchema,
  emptyCreateAccountForm,
  securityQuestions,
  type CreateAccountFormValues,
} from '../src/create-account/create-account-schema';

const valid: CreateAccountFormValues = {
  username: 'raenewman90',
  password: 'Portal#2026',
  confirmPassword: 'Portal#2026',
  mobilePhone: '(501) 555-1201',
  email: 'rae.newman@example.com',
  question1: securityQuestions[0],
  answer1: 'Rover',
  question2: securityQuestions[1],
  answer2: 'Little Rock',
  termsAccepted: true,
};

function problemOf(field: keyof CreateAccountFormValues, value: unknown, base: CreateAccountFormValues = valid): string | null {
  const result = checkForm(createAccountSchema, { ...base, [field]: value });
  return (result.errors[field] as string | undefined) ?? null;
}

describe('the create-account step’s rules', () => {
  it('accepts a complete account and sends the phone as 10 digits', () => {
    expect(createAccountSchema.validateSync(valid)).toMatchObject({
      username: 'raenewman90',
      mobilePhone: '5015551201',
      email: 'rae.newman@example.com',
    });
  });

  it('lists every missing field on an empty form', () => {
    const result = checkForm(createAccountSchema, emptyCreateAccountForm);
    // The form shows the first problem of each field, in this order.
    expect(Object.keys(result.errors)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobilePhone',
      'email',
      'question1',
      'answer1',
      'question2',
      'answer2',
      'termsAccepted',
    ]);
  });

  describe('username: at least 8 characters, letters and numbers only, no spaces', () => {
    it.each([
      ['', 'Enter a username'],
      ['rae1990', 'Use at least 8 characters'],
      ['rae19900', null],
      ['rae 1990', 'Use letters and numbers only, with no spaces or symbols'],
      ['rae.newman', 'Use letters and numbers only, with no spaces or symbols'],
      ['a'.repeat(32), null],
      ['a'.repeat(33), 'Use 32 characters or fewer'],
    ])('%p gives %p', (value, problem) => {
      expect(problemOf('username', value, { ...valid, password: 'Xx#45678', confirmPassword: 'Xx#45678' })).toBe(problem);
    });
  });

  describe('password: the requirements of the live checklist', () => {
    it.each([
      ['', 'Enter a password'],
      ['Abc#123', 'Use at least 8 characters'],
      ['Abcd#123', null],
      ['abcd#123', 'Add an uppercase letter (A-Z)'],
      ['ABCD#123', 'Add a lowercase letter (a-z)'],
      ['Abcd#efg', 'Add a number (0-9)'],
      ['Abcd1234', 'Add a special character, such as ! # $ € or é'],
      ['Abcd€123', null],
      ['Abcd 123!', 'Remove emoji, pictographs and spaces'],
      ['Abcd#123😀', 'Remove emoji, pictographs and spaces'],
      ['Raenewman90#', 'Your password must not contain your username'],
    ])('%p gives %p', (value, problem) => {
      expect(problemOf('password', value, { ...valid, confirmPassword: value })).toBe(problem);
    });

    it('is at most 128 characters', () => {
      const long = `Aa#1${'x'.repeat(125)}`;
      expect(problemOf('password', long, { ...valid, confirmPassword: long })).toBe('Use 128 characters or fewer');
      expect(problemOf('password', long.slice(0, 128), { ...valid, confirmPassword: long.slice(0, 128) })).toBeNull();
    });

    it('must be typed the same twice', () => {
      expect(problemOf('confirmPassword', 'Portal#2025')).toBe('The passwords don’t match. Enter the same password twice');
      expect(problemOf('confirmPassword', '')).toBe('Enter your password again');
    });
  });

  describe('mobile phone: a full number with area code', () => {
    it.each([
      ['', 'Enter your mobile phone number'],
      ['(501) 555-120', 'Enter your mobile phone number with area code, like (501) 555-0123'],
      ['5015551201', null],
      ['+1 501 555 1201', null],
    ])('%p gives %p', (value, problem) => {
      expect(problemOf('mobilePhone', value)).toBe(problem);
    });
  });

  describe('email: in email format', () => {
    it.each([
      ['', 'Enter your email address'],
      ['rae.newman', 'Enter an email address in the correct format, like name@example.com'],
      ['rae@example', 'Enter an email address in the correct format, like name@example.com'],
      ['rae@example.com', null],
    ])('%p gives %p', (value, problem) => {
      expect(problemOf('email', value)).toBe(problem);
    });
  });

  it('needs two different security questions with answers of at least 2 characters', () => {
    expect(problemOf('question2', securityQuestions[0])).toBe('Choose a different question from your first one');
    expect(problemOf('question1', 'What is your favourite colour?')).toBe('Choose your first security question');
    expect(problemOf('answer1', 'R')).toBe('Your answer must have at least 2 characters');
    expect(problemOf('answer2', 'Ro')).toBeNull();
    expect(problemOf('answer2', 'x'.repeat(101))).toBe('Your answer must be 100 characters or fewer');
  });

  it('counts an answer in characters, as the member API does, not UTF-16 units', () => {
    // One astral letter is two code units but one character: too short.
    expect(problemOf('answer1', '𝒜')).toBe('Your answer must have at least 2 characters');
    expect(problemOf('answer1', '𝒜'.repeat(100))).toBeNull();
    expect(problemOf('answer1', '𝒜'.repeat(101))).toBe('Your answer must be 100 characters or fewer');
  });

  it('needs the terms accepted', () => {
    expect(problemOf('termsAccepted', false)).toBe('Accept the terms and conditions to create your account');
  });
});
