import { checkForm } from '@portal/forms';
import {
  autopayAccountText,
  autopayAuthorizationText,
  autopayEnrolledText,
  autopaySchema,
  draftDayText,
} from '../src/payment-center/autopay-rules';
import { autopayDraftFor, autopayWarningText } from '../src/payment-center/autopay-draft';
import {
  billBalanceCents,
  emptyPayBill,
  payBillProblems,
  payBillSchema,
  paymentDetails,
  unpaidBills,
} from '../src/payment-center/pay-bill-rules';
import type { Bill } from '../src/payment-center/api';
import { paymentMethodDetails, paymentMethodProblems, emptyPaymentMethod } from '../src/payment-center/payment-method-rules';
import { paymentOptions } from '../src/payment-center/payment-options';

const today = new Date(2026, 5, 15);
const bill = (billId: string, dueDate: string, amount: number, paid: number, status: string): Bill => ({
  billId,
  periodStart: dueDate,
  periodEnd: dueDate,
  dueDate,
  amount,
  paid,
  status,
});
const bills = [
  bill('B3', '2026-07-01', 487.25, 0, 'Due'),
  bill('B2', '2026-06-01', 487.25, 200, 'Partially paid'),
  bill('B1', '2026-05-01', 487.25, 487.25, 'Paid'),
];

describe('payment amounts and bills', () => {
  it('lists the unpaid bills, oldest due first, with their balance in cents', () => {
    expect(unpaidBills(bills).map((entry) => entry.billId)).toEqual(['B2', 'B3']);
    expect(billBalanceCents(bills[1]!)).toBe(28725);
    expect(emptyPayBill(unpaidBills(bills)[0], null)).toMatchObject({ billId: 'B2', amount: '287.25', method: '' });
    // Reckoned in dollars, 487.25 - 474.84 leaves 12.409999999999968.
    expect(billBalanceCents(bill('B4', '2026-08-01', 487.25, 474.84, 'Partially paid'))).toBe(1241);
    expect(emptyPayBill(bill('B4', '2026-08-01', 487.25, 474.84, 'Partially paid'), null)).toMatchObject({ amount: '12.41' });
  });

  it('checks the bill, the amount and the method, all at once', () => {
    expect(payBillProblems({ ...emptyPaymentMethod, billId: '', amount: '', source: 'other' }, bills, null, today)).toEqual([
      ['billId', 'Choose the bill you are paying'],
      ['amount', 'Enter the amount to pay'],
      ['method', 'Choose how you want to pay'],
    ]);
    expect(
      payBillProblems(
        {
          ...emptyPaymentMethod,
          method: 'bank',
          routingNumber: '111000025',
          accountNumber: '123456789',
          billId: 'B2',
          amount: '300',
          source: 'other',
        },
        bills,
        null,
        today,
      ),
    ).toEqual([['amount', 'The amount is more than this bill’s balance of $287.25']]);
    expect(
      payBillProblems(
        {
          ...emptyPaymentMethod,
          method: 'bank',
          routingNumber: '111000025',
          accountNumber: '123456789',
          billId: 'B2',
          amount: '0',
          source: 'other',
        },
        bills,
        null,
        today,
      ),
    ).toEqual([['amount', 'Enter an amount of at least $0.01']]);
    expect(
      payBillProblems(
        {
          ...emptyPaymentMethod,
          method: 'bank',
          routingNumber: '111000025',
          accountNumber: '123456789',
          billId: 'B2',
          amount: '12.345',
          source: 'other',
        },
        bills,
        null,
        today,
      ),
    ).toEqual([['amount', 'Enter an amount in dollars and cents, like 487.25']]);
  });

  it('shows every problem in the error summary, in the order of the form', () => {
    const values = {
      method: 'card',
      routingNumber: '',
      accountNumber: '',
      cardNumber: '4111 1111 1111 1112',
      cardExpiry: '01/20',
      billId: 'B3',
      amount: '0.00',
      source: 'other',
    };
    expect(
      Object.values(
        checkForm(
          payBillSchema(bills, null, () => today),
          values,
        ).errors,
      ),
    ).toEqual([
      'Enter an amount of at least $0.01',
      'Check the card number: a digit is wrong',
      'This card has expired. Use a card with a later expiry date',
    ]);
  });
});

describe('paying from the account on file (autopay’s)', () => {
  const saved = { method: 'bank' as const, last4: '6789' };
  const bankTyped = { ...emptyPaymentMethod, method: 'bank', routingNumber: '111000025', accountNumber: '123456789' };

  it('opens on the whole balance and the account on file, and on another account when there is none', () => {
    expect(emptyPayBill(bills[0], saved)).toMatchObject({ billId: 'B3', amount: '487.25', source: 'saved' });
    expect(emptyPayBill(bills[0], null)).toMatchObject({ source: 'other' });
  });

  it('asks no account details of a payment from the account on file, and sends none', () => {
    const fromSaved = { ...emptyPaymentMethod, billId: 'B3', amount: '487.25', source: 'saved' };
    expect(payBillProblems(fromSaved, bills, saved, today)).toEqual([]);
    expect(paymentDetails({ ...bankTyped, billId: 'B3', amount: '487.25', source: 'saved' }, saved)).toEqual({
      billId: 'B3',
      amount: 487.25,
      method: 'saved',
    });
    expect(payBillProblems({ ...fromSaved, source: 'other' }, bills, saved, today)).toEqual([['method', 'Choose how you want to pay']]);
    expect(paymentDetails({ ...bankTyped, billId: 'B3', amount: '100', source: 'other' }, saved)).toEqual({
      billId: 'B3',
      amount: 100,
      method: 'bank',
      routingNumber: '111000025',
      accountNumber: '123456789',
    });
    // Without an account on file, "saved" cannot be chosen: the typed account's rules apply.
    expect(payBillProblems(fromSaved, bills, null, today)).toEqual([['method', 'Choose how you want to pay']]);
  });
});

describe('whether autopay will pay a bill (drafts on its day of the month the bill is due, from today to the due date)', () => {
  const enrolled = { enrolled: true, method: 'bank', accountLast4: '6789', draftDay: 26, enrolledOn: '2025-01-01' };
  const due = bill('B9', '2026-12-31', 487.25, 0, 'Due');

  it('drafts the balance on the 26th of the due month, from the account on file', () => {
    const draft = autopayDraftFor(due, enrolled, '2026-11-29');
    expect(draft).toEqual({ date: '2026-12-26', amountCents: 48725, accountText: 'bank account ending in 6789' });
    expect(autopayWarningText(draft!).lines[0]).toBe(
      'Autopay will pay $487.25 from your bank account ending in 6789 on 12/26/2026. You don’t need to pay this bill yourself.',
    );
    expect(autopayDraftFor(due, enrolled, '2026-12-26')).not.toBeNull();
    expect(autopayDraftFor({ ...due, paid: 87.25, status: 'Partially paid' }, enrolled, '2026-11-29')?.amountCents).toBe(40000);
  });

  it('does not when autopay is off, its day has passed, the bill is paid, or the draft day would fall after the due date', () => {
    expect(autopayDraftFor(due, { ...enrolled, enrolled: false }, '2026-11-29')).toBeNull();
    expect(autopayDraftFor(due, null, '2026-11-29')).toBeNull();
    expect(autopayDraftFor(due, enrolled, '2026-12-27')).toBeNull();
    expect(autopayDraftFor({ ...due, paid: 487.25, status: 'Paid' }, enrolled, '2026-11-29')).toBeNull();
    expect(autopayDraftFor(bill('B8', '2026-12-15', 487.25, 0, 'Due'), enrolled, '2026-11-29')).toBeNull();
  });
});

describe('payment methods: the member API’s rules (@portal/contracts/payment-rules), on the chosen method’s fields', () => {
  it('checks only the chosen method’s fields', () => {
    expect(
      paymentMethodProblems(
        { ...emptyPaymentMethod, method: 'bank', routingNumber: '12345', accountNumber: '', cardNumber: '4111 1111 1111 1112' },
        today,
        'payment',
      ),
    ).toEqual([
      ['routingNumber', 'A routing number has 9 digits'],
      ['accountNumber', 'Enter the account number'],
    ]);
    expect(
      paymentMethodProblems({ ...emptyPaymentMethod, method: 'bank', routingNumber: '000000000', accountNumber: '1234' }, today, 'payment'),
    ).toEqual([['routingNumber', 'Check the routing number: it is not a bank’s routing number']]);
    expect(
      paymentMethodProblems(
        { ...emptyPaymentMethod, method: 'card', cardNumber: '4111 1111 1111 1112', cardExpiry: '05/26', routingNumber: '111000025' },
        today,
        'payment',
      ),
    ).toEqual([
      ['cardNumber', 'Check the card number: a digit is wrong'],
      ['cardExpiry', 'This card has expired. Use a card with a later expiry date'],
    ]);
    expect(
      paymentMethodProblems(
        { ...emptyPaymentMethod, method: 'card', cardNumber: '4111 1111 1111 1111', cardExpiry: '8/29' },
        today,
        'payment',
      ),
    ).toEqual([['cardExpiry', 'Enter the expiry date as MM/YY, like 08/29']]);
    expect(paymentMethodProblems(emptyPaymentMethod, today, 'autopay')).toEqual([['method', 'Choose how you want to pay']]);
  });

  it('sends only the chosen method’s details, digits only', () => {
    const values = {
      method: 'card',
      routingNumber: '111000025',
      accountNumber: '1234',
      cardNumber: '4111 1111-1111 1111',
      cardExpiry: ' 08/29 ',
    };
    expect(paymentMethodDetails(values)).toEqual({ method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/29' });
    expect(paymentMethodDetails({ ...values, method: 'bank' })).toEqual({
      method: 'bank',
      routingNumber: '111000025',
      accountNumber: '1234',
    });
  });
});

describe('autopay', () => {
  it('needs the authorization to draft on the 26th', () => {
    const result = checkForm(
      autopaySchema(() => today),
      { ...emptyPaymentMethod, method: 'bank', routingNumber: '111000025', accountNumber: '123456789', authorize: false },
    );
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

  it('drafts on the 26th unless the account says otherwise', () => {
    expect(draftDayText()).toBe('26th');
    expect(draftDayText(0)).toBe('26th');
    expect(autopayAuthorizationText).toContain('on the 26th of each month');
  });

  it('takes a card through its expiry month on today in Chicago: 9 p.m. Central on June 30 is July 1 in UTC', () => {
    const lastEveningOfJune = new Date('2026-07-01T02:00:00Z');
    const june = { ...emptyPaymentMethod, method: 'card', cardNumber: '4111111111111111', cardExpiry: '06/26' };
    expect(paymentMethodProblems(june, lastEveningOfJune, 'autopay')).toEqual([]);
    expect(paymentMethodProblems(june, new Date('2026-07-01T06:00:00Z'), 'autopay')).toEqual([
      ['cardExpiry', 'This card has expired. Use a card with a later expiry date'],
    ]);
  });

  it('names the account on file', () => {
    expect(autopayAccountText('bank', '6789')).toBe('bank account ending in 6789');
    expect(autopayAccountText('card', '4242')).toBe('card ending in 4242');
  });
});

describe('what the payment center offers', () => {
  it('follows payBill, the medicarePayment identifier and the policyholder', () => {
    expect(paymentOptions({ isPolicyHolder: true }, { payBill: true })).toEqual({
      policyholder: true,
      payOnline: true,
      autopay: true,
      medicareHandoff: false,
    });
    expect(
      paymentOptions({ isPolicyHolder: true }, { payBill: false, pageIdentifiers: [{ type: 'interqual' }, { type: 'medicarePayment' }] }),
    ).toEqual({
      policyholder: true,
      payOnline: false,
      autopay: false,
      medicareHandoff: true,
    });
    expect(paymentOptions({ isPolicyHolder: false }, { payBill: true })).toEqual({
      policyholder: false,
      payOnline: false,
      autopay: false,
      medicareHandoff: false,
    });
  });
});
