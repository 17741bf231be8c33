// Every password rule of docs/product/validation.md#validate-password-current as the change-password form applies it (the rules themselves
// live in @portal/forms' password-rules; the "differs from current" and confirmation rules here).
import { checkForm } from '@portal/forms';
import { changePasswordSchema, confirmMismatchMessage, samePasswordMessage } from '../src/privacy-security/change-password-schema';

const current = 'Portal#2026';

function errorsFor(newPassword: string, { currentPassword = current, confirmPassword = newPassword } = {}) {
  return checkForm(changePasswordSchema, { currentPassword, newPassword, confirmPassword }).errors as Record<string, string>;
}

describe('change password rules', () => {
  it('accepts a new password that meets every requirement', () => {
    expect(errorsFor('Summer#2027')).toEqual({});
  });

  it('requires the current password, of at least 6 characters', () => {
    expect(errorsFor('Summer#2027', { currentPassword: '' }).currentPassword).toBe('Enter your current password');
    expect(errorsFor('Summer#2027', { currentPassword: 'abc12' }).currentPassword).toBe('Your current password has at least 6 characters');
    expect(errorsFor('Summer#2027', { currentPassword: 'abc123' }).currentPassword).toBeUndefined();
  });

  it.each([
    ['', 'Enter a new password'],
    ['Sh#1abc', 'Use at least 8 characters'],
    ['SUMMER#2027', 'Add a lowercase letter (a-z)'],
    ['summer#2027', 'Add an uppercase letter (A-Z)'],
    ['Summer#Fall', 'Add a number (0-9)'],
    ['Summer2027', 'Add a special character, such as ! # $ € or é'],
  ])('refuses %j: %s', (password, message) => {
    expect(errorsFor(password).newPassword).toBe(message);
  });

  it.each([
    ['an accented letter', 'Summerté2027'],
    ['a euro sign', 'Summer€2027'],
    ['a pound sign', 'Summer£2027'],
    ['a yen sign', 'Summer¥2027'],
    ['an n with tilde', 'Mañana2027x'],
  ])('counts %s as the special character', (_, password) => {
    expect(errorsFor(password)).toEqual({});
  });

  it.each([
    ['an emoji', 'Summer#2027😀'],
    ['a pictograph', 'Summer#2027☀'],
    ['a flag', 'Summer#2027🇺🇸'],
    ['an emoji as the only special character', 'Summer2027🔑'],
  ])('refuses %s', (_, password) => {
    expect(errorsFor(password).newPassword).toMatch(/emoji|special character/);
  });

  it('refuses spaces', () => {
    expect(errorsFor('Summer #2027').newPassword).toBe('Remove emoji, pictographs and spaces');
  });

  it('must differ from the current password', () => {
    expect(errorsFor(current).newPassword).toBe(samePasswordMessage);
  });

  it('must be entered twice the same', () => {
    expect(errorsFor('Summer#2027', { confirmPassword: 'Summer#2028' }).confirmPassword).toBe(confirmMismatchMessage);
    expect(errorsFor('Summer#2027', { confirmPassword: '' }).confirmPassword).toBe('Enter your new password again');
  });
});
