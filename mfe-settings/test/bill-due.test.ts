// The dashboard's bill card: with autopay on, the day autopay pays the bill, named as members read it.
import { billDue } from '../src/dashboard-cards/bill-due';

const bills = { balanceDue: 487.25, nextDueDate: '2026-06-30' };

describe('billDue', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [12, '12th'],
    [22, '22nd'],
    [26, '26th'],
  ])('with autopay drafting on day %i, says it pays on the %s', (draftDay, text) => {
    expect(billDue(bills, { enrolled: true, draftDay })).toEqual({
      kind: 'autopay',
      text: `Autopay will pay $487.25 on the ${text}.`,
      detail: 'Your bill is due 06/30/2026. You don’t need to do anything.',
    });
  });

  it('says the 26th (docs/product/constants.md#constants-autopay-draft) when the account names no draft day', () => {
    expect(billDue(bills, { enrolled: true, draftDay: 0 }).text).toBe('Autopay will pay $487.25 on the 26th.');
  });

  it('says what is due without autopay, and nothing when paid up', () => {
    expect(billDue(bills, { enrolled: false, draftDay: 26 })).toEqual({ kind: 'due', text: '$487.25 due by 06/30/2026', detail: null });
    expect(billDue({ balanceDue: 0, nextDueDate: null }, null).kind).toBe('paid-up');
  });
});
