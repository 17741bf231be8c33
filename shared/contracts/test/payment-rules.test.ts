// The payment rules the portal's forms and the member API both apply.
import { codedErrors } from '@portal/contracts/error-catalogue';
import {
  isAbaRoutingNumber,
  isCardExpiryCurrent,
  passesLuhn,
  paymentAmountProblem,
  paymentDigits,
  paymentMethodProblems,
  paymentRuleCodes,
} from '@portal/contracts/payment-rules';

const today = '2026-06-15';
const bank = { method: 'bank', routingNumber: '082000549', accountNumber: '123456789' };
const card = { method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/29' };

describe('card numbers: the Luhn check', () => {
  it.each(['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4222222222222'])(
    'takes %s',
    (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    },
  );

  it.each(['4111111111111112', '4242424242424241', '1234567812345678', '', '4111 1111 1111 1111', '41111111111111a1'])(
    'refuses %j',
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe('routing numbers: the ABA checksum', () => {
  it.each(['082000549', '111000025', '021000021', '011000015', '322271627'])('takes %s', (digits) => {
    expect(isAbaRoutingNumber(digits)).toBe(true);
  });

  it.each([
    ['000000000', 'all zeros: the checksum adds up to 0'],
    ['123456789', 'a wrong checksum'],
    ['082000548', 'one digit off'],
    ['990000000', 'no Federal Reserve prefix (the checksum itself passes)'],
    ['08200054', 'eight digits'],
    ['0820005490', 'ten digits'],
    ['08200054a', 'a letter'],
  ])('refuses %s (%s)', (digits) => {
    expect(isAbaRoutingNumber(digits)).toBe(false);
  });
});

describe('card expiry: good through the last day of its month, on today in the insurer’s time zone', () => {
  it.each([
    ['06/26', '2026-06-30', true],
    ['06/26', '2026-07-01', false],
    ['05/26', today, false],
    ['01/20', today, false],
    ['07/26', today, true],
    ['01/27', today, true],
    ['12/99', today, true],
    ['13/27', today, false],
    ['00/27', today, false],
    ['6/27', today, false],
    ['06/2027', today, false],
    ['', today, false],
  ])('%j on %s: %s', (expiry, day, current) => {
    expect(isCardExpiryCurrent(expiry, day)).toBe(current);
  });

  it('needs today as a calendar day', () => {
    expect(() => isCardExpiryCurrent('06/26', 'June 15')).toThrow(RangeError);
  });
});

describe('the payment method: exactly one, with its own fields', () => {
  it('takes a bank account or a card, and groups of digits as members type them', () => {
    expect(paymentMethodProblems(bank, today, 'payment')).toEqual([]);
    expect(paymentMethodProblems(card, today, 'payment')).toEqual([]);
    expect(paymentMethodProblems({ ...card, cardNumber: '4111 1111-1111 1111' }, today, 'payment')).toEqual([]);
    expect(paymentDigits(' 0820-00549 ')).toBe('082000549');
  });

  it('asks for a method, with the missing-details code of a payment or of autopay', () => {
    expect(paymentMethodProblems({}, today, 'payment')).toEqual([
      { field: 'method', code: 'PAY-0002', message: 'Choose how you want to pay' },
    ]);
    expect(paymentMethodProblems({ method: 'cash' }, today, 'autopay')).toEqual([
      { field: 'method', code: 'PAY-0011', message: 'Choose how you want to pay' },
    ]);
    expect(paymentMethodProblems({ method: 'bank' }, today, 'payment')).toEqual([
      { field: 'routingNumber', code: 'PAY-0002', message: 'Enter the routing number' },
      { field: 'accountNumber', code: 'PAY-0002', message: 'Enter the account number' },
    ]);
  });

  it('refuses card and bank details together', () => {
    expect(paymentMethodProblems({ ...bank, cardNumber: card.cardNumber }, today, 'payment')).toEqual([
      { field: 'method', code: 'PAY-0012', message: 'Pay with a bank account or a card, not both' },
    ]);
    expect(
      paymentMethodProblems(
        { ...card, routingNumber: bank.routingNumber, accountNumber: bank.accountNumber, method: 'card' },
        today,
        'payment',
      ),
    ).toEqual([{ field: 'method', code: 'PAY-0012', message: 'Pay with a bank account or a card, not both' }]);
    // Empty fields of the other method are not details.
    expect(paymentMethodProblems({ ...bank, cardNumber: '', cardExpiry: ' ' }, today, 'payment')).toEqual([]);
  });

  it('checks each field with its own code', () => {
    expect(paymentMethodProblems({ ...bank, routingNumber: '000000000', accountNumber: '12' }, today, 'payment')).toEqual([
      { field: 'routingNumber', code: 'PAY-0009', message: 'Check the routing number: it is not a bank’s routing number' },
      { field: 'accountNumber', code: 'PAY-0013', message: 'An account number has 4 to 17 digits' },
    ]);
    expect(paymentMethodProblems({ ...bank, routingNumber: '12345' }, today, 'payment')).toEqual([
      { field: 'routingNumber', code: 'PAY-0009', message: 'A routing number has 9 digits' },
    ]);
    expect(paymentMethodProblems({ ...card, cardNumber: '4111111111111112', cardExpiry: '01/20' }, today, 'payment')).toEqual([
      { field: 'cardNumber', code: 'PAY-0007', message: 'Check the card number: a digit is wrong' },
      { field: 'cardExpiry', code: 'PAY-0008', message: 'This card has expired. Use a card with a later expiry date' },
    ]);
    expect(paymentMethodProblems({ ...card, cardNumber: '41111', cardExpiry: '8/29' }, today, 'payment')).toEqual([
      { field: 'cardNumber', code: 'PAY-0007', message: 'A card number has 13 to 19 digits' },
      { field: 'cardExpiry', code: 'PAY-0008', message: 'Enter the expiry date as MM/YY, like 08/29' },
    ]);
  });
});

describe('the amount: at least a cent, at most the balance', () => {
  const balance = { cents: 48725, text: '$487.25' };

  it('takes a cent up to the balance', () => {
    expect(paymentAmountProblem(1, balance)).toBeNull();
    expect(paymentAmountProblem(48725, balance)).toBeNull();
    expect(paymentAmountProblem(48725)).toBeNull();
  });

  it('refuses nothing, less than nothing and more than the balance', () => {
    expect(paymentAmountProblem(0, balance)).toEqual({ field: 'amount', code: 'PAY-0006', message: 'Enter an amount of at least $0.01' });
    expect(paymentAmountProblem(-500)).toEqual({ field: 'amount', code: 'PAY-0006', message: 'Enter an amount of at least $0.01' });
    expect(paymentAmountProblem(48726, balance)).toEqual({
      field: 'amount',
      code: 'PAY-0005',
      message: 'The amount is more than this bill’s balance of $487.25',
    });
  });
});

it('names only codes the error catalogue words', () => {
  for (const code of Object.values(paymentRuleCodes)) expect(codedErrors).toHaveProperty([code]);
});
