import type { AnySchema } from 'yup';
import { formatPhone as kitFormatPhone, phoneDigits as kitPhoneDigits } from '@portal/ui';
import { fieldProblem } from '../src/form-schema';
import {
  comment,
  commentMaxLength,
  companyId,
  emailAddress,
  formatPhone,
  mustBeChecked,
  phoneDigits,
  phoneNumber,
  requiredChoice,
  requiredText,
} from '../src/validation';

/** The first message the schema gives for a value (what the form shows), or null when valid. */
function firstError(schema: AnySchema, value: unknown): string | null {
  return fieldProblem(schema, value);
}

describe('phone formatting (docs/product/validation.md#format-phone)', () => {
  it("is the kit's one phone rule, re-exported for the fields that format what the member types", () => {
    expect(formatPhone).toBe(kitFormatPhone);
    expect(phoneDigits).toBe(kitPhoneDigits);
  });
});

describe('schema rules', () => {
  it('phone: required, 10 digits with area code, submitted as digits', () => {
    const schema = phoneNumber();
    expect(firstError(schema, '')).toBe('Enter your phone number');
    expect(firstError(schema, '(501) 555-01')).toBe('Enter your phone number with area code, like (501) 555-0123');
    expect(schema.validateSync('(501) 555-0123')).toBe('5015550123');
  });

  it('email: required and in email format', () => {
    const schema = emailAddress();
    expect(firstError(schema, '  ')).toBe('Enter your email address');
    expect(firstError(schema, 'ava@example')).toBe('Enter an email address in the correct format, like name@example.com');
    expect(schema.validateSync(' ava@example.com ')).toBe('ava@example.com');
  });

  it('email: refuses what the member API refuses (one pattern, @portal/contracts/field-rules)', () => {
    const schema = emailAddress();
    for (const address of ['a..b@example.com', '.ava@example.com', 'é@example.com', 'ava@-example.com']) {
      expect(firstError(schema, address)).toBe('Enter an email address in the correct format, like name@example.com');
    }
    expect(firstError(schema, 'ava+claims@mail.example.org')).toBeNull();
  });

  it('required text is trimmed and must not be blank', () => {
    const schema = requiredText('Enter your first name', { max: 5, maxMessage: 'First name must be 5 characters or fewer' });
    expect(firstError(schema, '   ')).toBe('Enter your first name');
    expect(firstError(schema, 'Alexandra')).toBe('First name must be 5 characters or fewer');
    expect(schema.validateSync(' Ava ')).toBe('Ava');
  });

  it("text refuses what no field takes, in the member API's words", () => {
    const schema = requiredText('Enter your display name');
    expect(firstError(schema, 'Ava\u0000')).toBe('Remove the hidden control characters');
    expect(firstError(schema, '12 Main \u202Egnp.exe')).toBe('Remove the hidden characters that change the direction of the text');
    expect(firstError(schema, '\u200B\u200B\u200B')).toBe('Enter letters, numbers or symbols, not only invisible characters');
    expect(firstError(schema, `e${'\u0301'.repeat(60)}`)).toBe('Remove the extra accent marks');
    expect(firstError(schema, 'Việt Nguyễn')).toBeNull();
    expect(firstError(comment(), 'First line\nsecond line')).toBeNull();
  });

  it('required text: max counts characters as the member API does, not UTF-16 units', () => {
    const schema = requiredText('Enter your first name', { max: 5, maxMessage: 'First name must be 5 characters or fewer' });
    // 5 characters in 10 code units: within the limit on both sides.
    expect(firstError(schema, '𝒜𝒜𝒜𝒜𝒜')).toBeNull();
    expect(firstError(schema, '𝒜𝒜𝒜𝒜𝒜𝒜')).toBe('First name must be 5 characters or fewer');
  });

  it(`comments: required, at most ${commentMaxLength} characters, saying how many to remove`, () => {
    const schema = comment();
    expect(commentMaxLength).toBe(450);
    expect(firstError(schema, ' ')).toBe('Enter your comments');
    expect(firstError(schema, 'x'.repeat(450))).toBeNull();
    expect(firstError(schema, 'x'.repeat(452))).toBe('Comments must be 450 characters or fewer. Remove 2 characters');
    expect(firstError(schema, 'x'.repeat(451))).toBe('Comments must be 450 characters or fewer. Remove 1 character');
  });

  it('comments: count characters as the member API does, an emoji as one', () => {
    const schema = comment();
    expect(firstError(schema, '😀'.repeat(450))).toBeNull();
    expect(firstError(schema, '😀'.repeat(451))).toBe('Comments must be 450 characters or fewer. Remove 1 character');
  });

  it('company ID: required, letters and numbers, at most 16', () => {
    const schema = companyId();
    expect(firstError(schema, '')).toBe('Choose the company that provides your health plan');
    expect(firstError(schema, '00-1')).toBe('A company ID has only letters and numbers');
    expect(firstError(schema, '1'.repeat(17))).toBe('A company ID has 16 characters or fewer');
    expect(schema.validateSync('001')).toBe('001');
  });

  it('a choice must be one of the allowed values; a checkbox must be ticked', () => {
    const time = requiredChoice(['Morning', 'Evening'], 'Choose the best time to reach you');
    expect(firstError(time, '')).toBe('Choose the best time to reach you');
    expect(firstError(time, 'Midnight')).toBe('Choose the best time to reach you');
    expect(time.validateSync('Morning')).toBe('Morning');
    expect(firstError(mustBeChecked('Tick the box to accept the terms'), false)).toBe('Tick the box to accept the terms');
  });
});
