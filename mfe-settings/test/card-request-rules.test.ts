import { defaultPolicyType, emailCardSchema, faxCardSchema, orderCardsSchema, policyTypesFor } from '../src/id-card/card-request-rules';

const firstErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('ID card requests (SPEC section 5)', () => {
  it('offers the plan’s own card type, and a pharmacy card with a Medical plan', () => {
    expect(policyTypesFor('Medical')).toEqual(['Medical', 'Pharmacy']);
    expect(policyTypesFor('Dental')).toEqual(['Dental']);
    expect(defaultPolicyType('Medical')).toBe('');
    expect(defaultPolicyType('Vision')).toBe('Vision');
  });

  it('requires a policy type that is valid for the plan', () => {
    const order = orderCardsSchema('Dental');
    expect(firstErrors(order.safeParse({ policyType: '', memberIds: ['D1'], reason: 'lost' })).policyType).toBe('Choose the type of card');
    expect(firstErrors(order.safeParse({ policyType: 'Medical', memberIds: ['D1'], reason: 'lost' })).policyType).toBe('Choose the type of card');
    expect(order.safeParse({ policyType: 'Dental', memberIds: ['D1'], reason: 'lost' }).success).toBe(true);
  });

  it('requires at least one member and a reason for a replacement', () => {
    expect(firstErrors(orderCardsSchema('Medical').safeParse({ policyType: 'Medical', memberIds: [], reason: '' }))).toEqual({
      memberIds: 'Choose at least one member',
      reason: 'Choose why you need new cards',
    });
  });

  it('requires the full fax number with area code and sends its digits', () => {
    const fax = faxCardSchema('Medical');
    const values = { policyType: 'Medical', memberIds: ['H1'], recipientName: '' };
    expect(firstErrors(fax.safeParse({ ...values, faxNumber: '' })).faxNumber).toBe('Enter the fax number');
    expect(firstErrors(fax.safeParse({ ...values, faxNumber: '555-0000' })).faxNumber).toBe('Enter the full fax number with area code, like (501) 555-0123');
    expect(fax.parse({ ...values, faxNumber: '(501) 555-0000' })).toMatchObject({ faxNumber: '5015550000' });
  });

  it('requires an email address to email a card to', () => {
    expect(firstErrors(emailCardSchema('Medical').safeParse({ policyType: 'Medical', memberIds: ['H1'], email: 'nope' })).email).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
  });
});
