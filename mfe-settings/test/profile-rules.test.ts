import { checkForm, type FormCheck } from '@portal/forms';
import { displayNameMaxLength as memberApiDisplayNameMax } from '@portal/contracts/field-rules';
import { displayNameMaxLength, displayNameSchema, emailSchema, mobilePhoneSchema } from '../src/profile/profile-schemas';

const message = (result: FormCheck<unknown>) => (result.valid ? undefined : Object.values(result.errors)[0]);

describe('profile fields', () => {
  it('takes a mobile phone only as the full number with area code, and submits its 10 digits', () => {
    const password = 'Portal#2026';
    expect(message(checkForm(mobilePhoneSchema, { mobilePhone: '', currentPassword: password }))).toBe('Enter your mobile phone number');
    expect(message(checkForm(mobilePhoneSchema, { mobilePhone: '555-0123', currentPassword: password }))).toBe(
      'Enter your full mobile phone number with area code, like (501) 555-0123',
    );
    expect(message(checkForm(mobilePhoneSchema, { mobilePhone: '(501) 555-012', currentPassword: password }))).toBe(
      'Enter your full mobile phone number with area code, like (501) 555-0123',
    );
    expect(mobilePhoneSchema.validateSync({ mobilePhone: '(501) 555-0123', currentPassword: password })).toEqual({
      mobilePhone: '5015550123',
      currentPassword: password,
    });
    expect(mobilePhoneSchema.validateSync({ mobilePhone: '+1 501 555 0123', currentPassword: password })).toEqual({
      mobilePhone: '5015550123',
      currentPassword: password,
    });
  });

  it('requires an email address in the usual format', () => {
    const password = 'Portal#2026';
    expect(message(checkForm(emailSchema, { email: '', currentPassword: password }))).toBe('Enter your new email address');
    expect(message(checkForm(emailSchema, { email: 'ava@example', currentPassword: password }))).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
    expect(emailSchema.validateSync({ email: ' ava@example.com ', currentPassword: password })).toEqual({
      email: 'ava@example.com',
      currentPassword: password,
    });
  });

  it('asks for the current password (at least 6 characters) to change where passcodes go', () => {
    expect(message(checkForm(emailSchema, { email: 'ava@example.com', currentPassword: '' }))).toBe('Enter your current password');
    expect(message(checkForm(mobilePhoneSchema, { mobilePhone: '5015550123', currentPassword: '' }))).toBe('Enter your current password');
    expect(checkForm(emailSchema, { email: 'ava@example.com', currentPassword: '12345' }).valid).toBe(false);
  });

  it('requires a display name of at most 60 characters, the member API’s limit (one definition in field-rules)', () => {
    expect(displayNameMaxLength).toBe(memberApiDisplayNameMax);
    expect(message(checkForm(displayNameSchema, { displayName: '  ' }))).toBe('Enter the name you want us to greet you by');
    expect(message(checkForm(displayNameSchema, { displayName: 'x'.repeat(61) }))).toBe('Your display name must be 60 characters or fewer');
    expect(displayNameSchema.validateSync({ displayName: ' Ava ' })).toEqual({ displayName: 'Ava' });
  });

  it('counts the display name and the current password in characters, as the member API does', () => {
    expect(checkForm(displayNameSchema, { displayName: '𝒜'.repeat(60) }).valid).toBe(true);
    expect(message(checkForm(displayNameSchema, { displayName: '𝒜'.repeat(61) }))).toBe('Your display name must be 60 characters or fewer');
    expect(message(checkForm(emailSchema, { email: 'ava@example.com', currentPassword: '𝒜𝒜𝒜' }))).toBe(
      'Your current password has at least 6 characters',
    );
  });
});
