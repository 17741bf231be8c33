/*
 * The member API applies the payment rules the portal's form does (@portal/contracts/payment-rules):
 * each broken rule is a 400 with that rule's code, the field it is about and the form's words, and
 * nothing is recorded.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { paymentMethodProblems } from '@portal/contracts/payment-rules';
import { insurerToday } from '../src/seed/dates.ts';
import { keyedApi, signIn, startServer, type TestServer } from './helpers.ts';

const AVA = 'H1000100101';
const bank = { method: 'bank', routingNumber: '082000549', accountNumber: '123456789' };
const card = { method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/39' };

let server: TestServer;
let ava: ReturnType<typeof keyedApi>;
let billId: string;

type Refusal = { code?: string; validationErrors?: { field: string; message: string }[] };

async function recordedPayments(): Promise<number> {
  return ((await ava.get(`members/${AVA}/payments`)).json.payments as unknown[]).length;
}

before(async () => {
  server = await startServer();
  ava = keyedApi(server.base, (await signIn(server.base, 'ava.medical')).access_token);
});
after(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
  billId = ((await ava.get(`members/${AVA}/bills`)).json.bills as { billId: string; status: string }[]).find(
    (bill) => bill.status === 'Due',
  )!.billId;
});

describe('a payment that breaks a rule is refused with the rule’s code, on its field, and nothing is recorded', () => {
  const cases: [string, Record<string, unknown>, string, string[]][] = [
    ['an amount that rounds to $0 (1e-9)', { amount: 1e-9, ...bank }, 'PAY-0006', ['amount']],
    ['$0', { amount: 0, ...bank }, 'PAY-0006', ['amount']],
    ['a negative amount', { amount: -5, ...bank }, 'PAY-0006', ['amount']],
    ['an expired card (01/20)', { amount: 10, ...card, cardExpiry: '01/20' }, 'PAY-0008', ['cardExpiry']],
    ['an expiry month that does not exist', { amount: 10, ...card, cardExpiry: '13/30' }, 'PAY-0008', ['cardExpiry']],
    ['a card number failing the Luhn check', { amount: 10, ...card, cardNumber: '4111111111111112' }, 'PAY-0007', ['cardNumber']],
    ['routing number 000000000', { amount: 10, ...bank, routingNumber: '000000000' }, 'PAY-0009', ['routingNumber']],
    ['a routing number with a wrong checksum', { amount: 10, ...bank, routingNumber: '082000548' }, 'PAY-0009', ['routingNumber']],
    ['a 3-digit account number', { amount: 10, ...bank, accountNumber: '123' }, 'PAY-0013', ['accountNumber']],
    [
      'card and bank details together',
      { amount: 10, ...bank, cardNumber: card.cardNumber, cardExpiry: card.cardExpiry },
      'PAY-0012',
      ['method'],
    ],
    ['no method', { amount: 10 }, 'PAY-0002', ['method']],
    ['a bank account without its numbers', { amount: 10, method: 'bank' }, 'PAY-0002', ['routingNumber', 'accountNumber']],
    [
      'several problems: the first one’s code, every field',
      { amount: 0, ...card, cardNumber: '4111111111111112', cardExpiry: '01/20' },
      'PAY-0006',
      ['amount', 'cardNumber', 'cardExpiry'],
    ],
  ];
  for (const [name, details, code, fields] of cases) {
    it(name, async () => {
      const res = await ava.post(`members/${AVA}/payments`, { billId, ...details });
      const body = res.json as Refusal;
      assert.equal(res.status, 400, res.text);
      assert.equal(body.code, code);
      assert.deepEqual(
        body.validationErrors?.map((error) => error.field),
        fields,
      );
      assert.equal(await recordedPayments(), 5, 'only the seeded payments');
    });
  }

  it('says what the form says, word for word', async () => {
    const details = { ...card, cardNumber: '4111111111111112', cardExpiry: '01/20' };
    const res = await ava.post(`members/${AVA}/payments`, { billId, amount: 10, ...details });
    assert.deepEqual(
      (res.json as Refusal).validationErrors,
      paymentMethodProblems(details, insurerToday(), 'payment').map(({ field, message }) => ({ field, message })),
    );
  });

  it('takes a payment that keeps every rule (0.07 is 7 cents, whatever binary makes of it)', async () => {
    const res = await ava.post(`members/${AVA}/payments`, { billId, amount: 0.07, ...card });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.amount, 0.07);
  });
});

describe('autopay’s payment method keeps the same rules', () => {
  it('refuses an expired card, 000000000 and both methods, and names what is missing with autopay’s code', async () => {
    const expired = await ava.put(`members/${AVA}/autopay`, { enrolled: true, ...card, cardExpiry: '01/20' });
    assert.equal(expired.status, 400);
    assert.equal(expired.json.code, 'PAY-0008');
    assert.equal((await ava.put(`members/${AVA}/autopay`, { enrolled: true, ...bank, routingNumber: '000000000' })).json.code, 'PAY-0009');
    assert.equal((await ava.put(`members/${AVA}/autopay`, { enrolled: true, ...bank, cardNumber: card.cardNumber })).json.code, 'PAY-0012');
    const missing = await ava.put(`members/${AVA}/autopay`, { enrolled: true, method: 'card' });
    assert.equal(missing.json.code, 'PAY-0011');
    assert.deepEqual(
      (missing.json as Refusal).validationErrors?.map((error) => error.field),
      ['cardNumber', 'cardExpiry'],
    );
    assert.equal((await ava.get(`members/${AVA}/autopay`)).json.accountLast4, '6789', 'autopay as it was');
  });
});

describe('a payment from the account on file (autopay’s)', () => {
  it('is recorded as that account, with no numbers sent', async () => {
    const res = await ava.post(`members/${AVA}/payments`, { billId, amount: 10, method: 'saved' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.method, 'bank');
    assert.equal(res.json.accountLast4, '6789');
  });

  it('is refused with another account’s numbers beside it (PAY-0012), and without an account on file (PAY-0002)', async () => {
    const both = await ava.post(`members/${AVA}/payments`, { billId, amount: 10, method: 'saved', routingNumber: bank.routingNumber });
    assert.equal(both.status, 400, both.text);
    assert.equal(both.json.code, 'PAY-0012');
    assert.equal((await ava.put(`members/${AVA}/autopay`, { enrolled: false })).status, 200);
    const none = await ava.post(`members/${AVA}/payments`, { billId, amount: 10, method: 'saved' });
    assert.equal(none.status, 400, none.text);
    assert.equal(none.json.code, 'PAY-0002');
    assert.deepEqual(
      (none.json as Refusal).validationErrors?.map((error) => error.field),
      ['method'],
    );
    assert.equal(await recordedPayments(), 5, 'only the seeded payments');
  });
});
