import { checkForm } from '@portal/forms';
import { autopayAccountText, autopayAuthorizationText, autopayEnrolledText, autopaySchema, draftDayText } from '../src/payment-center/autopay-rules';
import { billBalance, emptyPayBill, parseAmountCents, payBillProblems, unpaidBills } from '../src/payment-center/pay-bill-rules';
import type { Bill } from '../src/payment-center/payment-api';
import { isCurrentOrFutureExpiry, passesLuhn, paymentMethodDetails, paymentMethodProblems, emptyPaymentMethod } from '../src/payment-center/payment-method-rules';
import { paymentOptions } from '../src/payment-center/payment-options';

const today = new Date(2026, 5, 15);
const bill = (billId: string, dueDate: string, amount: number, paid: number, status: string): Bill => ({ billId, periodStart: dueDate, periodEnd: dueDate, dueDate, amount, paid, status });
const bills = [bill('B3', '2026-07-01', 487.25, 0, 'Due'), bill('B2', '2026-06-01', 487.25, 200, 'Partially paid'), bill('B1', '2026-05-01', 487.25, 487.25, 'Paid')];

describe('payment amounts and bills', () => {
  it.each([
    ['487.25', 48725],
    ['$1,234.5', 123450],
    [' 12 ', 1200],
    ['0.07', 7],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it('lists the unpaid bills, oldest due first, with their balance', () => {
    expect(unpaidBills(bills).map((entry) => entry.billId)).toEqual(['B2', 'B3']);
    expect(billBalance(bills[1]!)).toBe(287.25);
    expect(emptyPayBill(unpaidBills(bills)[0])).toMatchObject({ billId: 'B2', amount: '287.25', method: '' });
  });

  it('checks the bill, the amount and the method, all at once', () => {
    expect(payBillProblems({ ...emptyPaymentMethod, billId: '', amount: '' }, bills, today)).toEqual([
      ['billId', 'Choose the bill you are paying'],
      ['amount', 'Enter the amount to pay'],
      ['method', 'Choose how you want to pay'],
    ]);
    expect(payBillProblems({ ...emptyPaymentMethod, method: 'bank', routingNumber: '111000025', accountNumber: '123456789', billId: 'B2', amount: '300' }, bills, today)).toEqual([
      ['amount', 'The amount is more than this bill’s balance of $287.25'],
    ]);
    expect(payBillProblems({ ...emptyPaymentMethod, method: 'bank', routingNumber: '111000025', accountNumber: '123456789', billId: 'B2', amount: '0' }, bills, today)).toEqual([
      ['amount', 'Enter an amount more than $0.00'],
    ]);
  });
});

describe('payment methods', () => {
  it('checks the Luhn digit of card numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('takes an expiry date that has not passed', () => {
    expect(isCurrentOrFutureExpiry('06/26', today)).toBe(true);
    expect(isCurrentOrFutureExpiry('05/26', today)).toBe(false);
    expect(isCurrentOrFutureExpiry('01/27', today)).toBe(true);
    expect(isCurrentOrFutureExpiry('13/27', today)).toBe(false);
  });

  it('checks only the chosen method’s fields', () => {
    expect(paymentMethodProblems({ ...emptyPaymentMethod, method: 'bank', routingNumber: '12345', accountNumber: '' }, today)).toEqual([
      ['routingNumber', 'A routing number has 9 digits'],
      ['accountNumber', 'Enter the account number'],
    ]);
    expect(paymentMethodProblems({ ...emptyPaymentMethod, method: 'card', cardNumber: '4111 1111 1111 1112', cardExpiry: '05/26' }, today)).toEqual([
      ['cardNumber', 'Enter a valid card number, 13 to 19 digits'],
      ['cardExpiry', 'This card has expired. Use a card with a later expiry date'],
    ]);
    expect(paymentMethodProblems({ ...emptyPaymentMethod, method: 'card', cardNumber: '4111 1111 1111 1111', cardExpiry: '8/29' }, today)).toEqual([
      ['cardExpiry', 'Enter the expiry date as MM/YY, like 08/29'],
    ]);
  });

  it('sends only the chosen method’s details, digits only', () => {
    const values = { method: 'card', routingNumber: '111000025', accountNumber: '1234', cardNumber: '4111 1111-1111 1111', cardExpiry: ' 08/29 ' };
    expect(paymentMethodDetails(values)).toEqual({ method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/29' });
    expect(paymentMethodDetails({ ...values, method: 'bank' })).toEqual({ method: 'bank', routingNumber: '111000025', accountNumber: '1234' });
  });
});

describe('autopay', () => {
  it('needs the authorization to draft on the 26th', () => {
    const result = checkForm(autopaySchema(() => today), { ...emptyPaymentMethod, method: 'bank', routingNumber: '111000025', accountNumber: '123456789', authorize: false });
    expect(Object.values(result.errors)).toEqual(['Tick the box to authorize the monthly drafts']);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [22, '22nd'],
    [26, '26th'],
  ])('names draft day %i the %s', (day, text) => {
    expect(draftDayText(day)).toBe(text);
    expect(autopayEnrolledText(day)).toBe(`You are enrolled in autopay. Your payment will be drafted on the ${text} of each month.`);
  });

  it('drafts on the 26th unless the account says otherwise (SPEC section 9)', () => {
    expect(draftDayText()).toBe('26th');
    expect(draftDayText(0)).toBe('26th');
    expect(autopayAuthorizationText).toContain('on the 26th of each month');
  });

  it('takes a card through its expiry month on today in Chicago: 9 p.m. Central on June 30 is July 1 in UTC', () => {
    const lastEveningOfJune = new Date('2026-07-01T02:00:00Z');
    expect(isCurrentOrFutureExpiry('06/26', lastEveningOfJune)).toBe(true);
    expect(isCurrentOrFutureExpiry('06/26', new Date('2026-07-01T06:00:00Z'))).toBe(false);
  });

  it('names the account on file', () => {
    expect(autopayAccountText('bank', '6789')).toBe('bank account ending in 6789');
    expect(autopayAccountText('card', '4242')).toBe('card ending in 4242');
  });
});

describe('what the payment center offers', () => {
  it('follows payBill, the medicarePayment identifier and the policyholder', () => {
    expect(paymentOptions({ isPolicyHolder: true }, { payBill: true })).toEqual({ policyholder: true, payOnline: true, autopay: true, medicareHandoff: false });
    expect(paymentOptions({ isPolicyHolder: true }, { payBill: false, pageIdentifiers: [{ type: 'interqual' }, { type: 'medicarePayment' }] })).toEqual({
      policyholder: true,
      payOnline: false,
      autopay: false,
      medicareHandoff: true,
    });
    expect(paymentOptions({ isPolicyHolder: false }, { payBill: true })).toEqual({ policyholder: false, payOnline: false, autopay: false, medicareHandoff: false });
  });
});
