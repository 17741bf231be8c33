import { checkForm, formatPhone, phoneDigits } from '@portal/forms';
import { contactRequest, contactUsSchema, emptyContactUsForm } from '../src/contact-us/contact-us-schema';

const valid = {
  ...emptyContactUsForm('001'),
  phoneNumber: '(501) 555-0123',
  bestDayToReach: 'Friday',
  bestTimeToReach: 'Evening',
  comments: 'Call me please.',
};

describe('the phone formatter (docs/product/validation.md#validate-contact-details: (xxx) xxx-xxxx, digits only, up to 10)', () => {
  it('formats as the member types, never ending in punctuation', () => {
    expect(['5', '501', '5015', '501555', '5015550', '5015550123'].map(formatPhone)).toEqual([
      '5',
      '501',
      '(501) 5',
      '(501) 555',
      '(501) 555-0',
      '(501) 555-0123',
    ]);
  });

  it('keeps digits only, at most 10, dropping a pasted +1 country code', () => {
    expect(formatPhone('501-555-0123 ext 9')).toBe('(501) 555-0123');
    expect(phoneDigits('(501) 555-01234')).toBe('5015550123');
    expect(phoneDigits('+1 (501) 555-0123')).toBe('5015550123');
  });

  it('sends the 10 digits and refuses fewer', () => {
    expect(contactUsSchema.validateSync(valid).phoneNumber).toBe('5015550123');
    expect(checkForm(contactUsSchema, { ...valid, phoneNumber: '(501) 555-012' }).valid).toBe(false);
  });
});

describe('the comment limit (docs/product/validation.md#validate-contact-details, docs/product/constants.md#constants-table: at most 450 characters)', () => {
  it('accepts 450 characters and refuses 451, saying by how much', () => {
    expect(checkForm(contactUsSchema, { ...valid, comments: 'a'.repeat(450) }).valid).toBe(true);
    const result = checkForm(contactUsSchema, { ...valid, comments: 'a'.repeat(451) });
    expect(result.valid).toBe(false);
    expect(Object.values(result.errors)).toEqual(['Comments must be 450 characters or fewer. Remove 1 character']);
  });

  it('requires comments that are not only spaces', () => {
    const result = checkForm(contactUsSchema, { ...valid, comments: '   ' });
    expect(Object.values(result.errors)).toEqual(['Enter your question or comments']);
  });
});

describe('the contact request', () => {
  it('accepts only the member API’s days, times and topics', () => {
    expect(checkForm(contactUsSchema, { ...valid, bestDayToReach: 'Sunday' }).valid).toBe(false);
    expect(checkForm(contactUsSchema, { ...valid, bestTimeToReach: 'Night' }).valid).toBe(false);
    expect(checkForm(contactUsSchema, { ...valid, topic: 'Gossip' }).valid).toBe(false);
    expect(checkForm(contactUsSchema, { ...valid, companyId: '00 1' }).valid).toBe(false);
  });

  it('adds the member id and leaves out an empty topic', () => {
    expect(contactRequest(contactUsSchema.validateSync(valid), 'H1')).toEqual({
      companyId: '001',
      memberId: 'H1',
      phoneNumber: '5015550123',
      bestDayToReach: 'Friday',
      bestTimeToReach: 'Evening',
      comments: 'Call me please.',
    });
    expect(contactRequest(contactUsSchema.validateSync({ ...valid, topic: 'Billing' }), 'H1')).toMatchObject({ topic: 'Billing' });
  });
});
