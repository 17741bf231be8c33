import { fieldProblem } from '../src/form-schema';
import { currentPassword, newPassword, unmetPasswordRequirements, username } from '../src/password-rules';

const firstError = fieldProblem;

describe('new password rules (docs/product/validation.md#validate-password-new)', () => {
  it.each([
    ['Portal#2026', null],
    ['Portal#2', null],
    ['Portal#', 'Use at least 8 characters'],
    ['portal#2026', 'Add an uppercase letter (A-Z)'],
    ['PORTAL#2026', 'Add a lowercase letter (a-z)'],
    ['Portal#abcd', 'Add a number (0-9)'],
    ['Portal2026', 'Add a special character, such as ! # $ € or é'],
    ['Portalé2026', null],
    ['Portal€2026', null],
    ['Portal£2026', null],
    ['Portal#2026😀', 'Remove emoji, pictographs and spaces'],
    ['Portal2026😀', 'Add a special character, such as ! # $ € or é'],
    ['Portal# 2026', 'Remove emoji, pictographs and spaces'],
    // Parts of emoji and invisible characters are not special characters (as the member API says too).
    ['Portal2026🇺🇸', 'Add a special character, such as ! # $ € or é'],
    ['Portal2026🏽', 'Add a special character, such as ! # $ € or é'],
    ['Portal2026\u20E3', 'Add a special character, such as ! # $ € or é'],
    ['Portal2026\u200B', 'Add a special character, such as ! # $ € or é'],
    ['Portalß2026', null],
    // Characters, not UTF-16 code units: 7 characters are too few however they are encoded.
    ['Ab1!𝒜𝒜𝒜', 'Use at least 8 characters'],
    ['Ab1!𝒜𝒜𝒜𝒜', null],
    ['', 'Enter a new password'],
  ])('%j -> %s', (password, expected) => {
    expect(firstError(newPassword(), password)).toBe(expected);
  });

  it('lists every unmet requirement for a live checklist', () => {
    expect(unmetPasswordRequirements('abc').map((requirement) => requirement.id)).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(unmetPasswordRequirements('Portal#2026')).toEqual([]);
  });

  it('needs a current password of at least 6 characters', () => {
    expect(firstError(currentPassword(), '12345')).toBe('Your current password has at least 6 characters');
    expect(firstError(currentPassword(), '123456')).toBeNull();
  });

  it('counts the current password in characters, as the member API does: 3 astral letters are 3, not 6', () => {
    expect(firstError(currentPassword(), '𝒜𝒜𝒜')).toBe('Your current password has at least 6 characters');
    expect(firstError(currentPassword(), '𝒜𝒜𝒜𝒜𝒜𝒜')).toBeNull();
  });
});

describe('username rule', () => {
  it.each([
    ['avamedic', null],
    ['ava2026x', null],
    ['avamedi', 'Use at least 8 characters'],
    ['ava medical', 'Use letters and numbers only, with no spaces or symbols'],
    ['ava.medical', 'Use letters and numbers only, with no spaces or symbols'],
    ['a'.repeat(32), null],
    ['a'.repeat(33), 'Use 32 characters or fewer'],
    ['', 'Enter a username'],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(username(), value)).toBe(expected);
  });
});
