import { checkForm, type FormCheck } from '@portal/forms';
import { defaultPolicyType, emailCardSchema, faxCardSchema, orderCardsSchema, policyTypesFor } from '../src/id-card/card-request-rules';

const firstErrors = (result: FormCheck<unknown>) => result.errors;

describe('ID card requests (docs/product/routes-and-guards.md#guards-rights-key)', () => {
  it('offers the plan’s own card type, and a pharmacy card with a Medical plan', () => {
    expect(policyTypesFor('Medical')).toEqual(['Medical', 'Pharmacy']);
    expect(policyTypesFor('Dental')).toEqual(['Dental']);
    expect(defaultPolicyType('Medical')).toBe('');
    expect(defaultPolicyType('Vision')).toBe('Vision');
  });

  it('requires a policy type that is valid for the plan', () => {
    const order = orderCardsSchema('Dental');
    expect(firstErrors(checkForm(order, { policyType: '', memberIds: ['D1'], reason: 'lost' })).policyType).toBe('Choose the type of card');
    expect(firstErrors(checkForm(order, { policyType: 'Medical', memberIds: ['D1'], reason: 'lost' })).policyType).toBe(
      'Choose the type of card',
    );
    expect(checkForm(order, { policyType: 'Dental', memberIds: ['D1'], reason: 'lost' }).valid).toBe(true);
  });

  it('requires at least one member and a reason for a replacement', () => {
    expect(firstErrors(checkForm(orderCardsSchema('Medical'), { policyType: 'Medical', memberIds: [], reason: '' }))).toEqual({
      memberIds: 'Choose at least one member',
      reason: 'Choose why you need new cards',
    });
  });

  it('requires the full fax number with area code and sends its digits', () => {
    const fax = faxCardSchema('Medical');
    const values = { policyType: 'Medical', memberIds: ['H1'], recipientName: '' };
    expect(firstErrors(checkForm(fax, { ...values, faxNumber: '' })).faxNumber).toBe('Enter the fax number');
    expect(firstErrors(checkForm(fax, { ...values, faxNumber: '555-0000' })).faxNumber).toBe(
      'Enter the full fax number with area code, like (501) 555-0123',
    );
    expect(fax.validateSync({ ...values, faxNumber: '(501) 555-0000' })).toMatchObject({ faxNumber: '5015550000' });
  });

  it('counts the fax recipient’s name in characters, not UTF-16 units', () => {
    const fax = faxCardSchema('Medical');
    const values = { policyType: 'Medical', memberIds: ['H1'], faxNumber: '(501) 555-0000' };
    expect(checkForm(fax, { ...values, recipientName: '𝒜'.repeat(80) }).valid).toBe(true);
    expect(firstErrors(checkForm(fax, { ...values, recipientName: '𝒜'.repeat(81) })).recipientName).toBe(
      'The recipient’s name must be 80 characters or fewer',
    );
  });

  it('requires an email address to email a card to', () => {
    expect(firstErrors(checkForm(emailCardSchema('Medical'), { policyType: 'Medical', memberIds: ['H1'], email: 'nope' })).email).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
  });
});
