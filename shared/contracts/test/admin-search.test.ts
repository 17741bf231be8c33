import {
  adminSearchShortName,
  adminSearchTermMaxLength,
  emailMaxLength,
  nameMaxLength,
  usernameMaxLength,
} from '@portal/contracts/field-rules';

describe('a staff search', () => {
  it('is refused on the first name when that is too short, else on the last name', () => {
    expect(adminSearchShortName({ firstName: 'Av' })).toBe('firstName');
    expect(adminSearchShortName({ firstName: '' })).toBe('firstName');
    expect(adminSearchShortName({ firstName: 'Ava' })).toBe('lastName');
  });

  it('takes each term up to the length the field takes elsewhere, a member ID up to 32 characters', () => {
    expect(adminSearchTermMaxLength).toEqual({
      username: usernameMaxLength,
      memberId: 32,
      email: emailMaxLength,
      firstName: nameMaxLength,
      lastName: nameMaxLength,
    });
  });
});
