/*
 * Payments happen once: parallel payments for one bill, as a double click, a retry after a lost answer
 * or two tabs send them. On PostgreSQL (`pnpm test:postgres:local`) the requests really run at the same
 * time on separate connections; on PGlite they take turns. The figures of each run are printed as
 * test diagnostics.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { bills, payments } from '../src/db/schema.ts';
import { billPaidWithinAmountCheck, isCheckViolation } from '../src/payments/pay-bill.ts';
import { keyedApi, signIn, startServer, type TestServer } from './helpers.ts';

const AVA = 'H1000100101';
const BEN_DENTAL = 'D2000200201';
const bankAccount = { method: 'bank', routingNumber: '082000549', accountNumber: '123456789' };

let server: TestServer;
let ava: ReturnType<typeof keyedApi>;
let ben: ReturnType<typeof keyedApi>;

type Answer = Awaited<ReturnType<typeof ava.post>>;

/** Ava's bill that is due, as the API shows it. */
async function dueBill(): Promise<{ billId: string; amount: number; paid: number }> {
  const due = (
    (await ava.get(`members/${AVA}/bills`)).json.bills as { billId: string; amount: number; paid: number; status: string }[]
  ).find((bill) => bill.status === 'Due');
  assert.ok(due, 'ava has a bill due');
  return due;
}

async function billNow(billId: string) {
  return ((await ava.get(`members/${AVA}/bills`)).json.bills as { billId: string; amount: number; paid: number }[]).find(
    (bill) => bill.billId === billId,
  )!;
}

async function paymentsFor(billId: string) {
  return ((await ava.get(`members/${AVA}/payments`)).json.payments as { paymentId: string; billId: string; amount: number }[]).filter(
    (payment) => payment.billId === billId,
  );
}

/** Ten payments sent at once, each with the key `keyOf` gives it. */
function tenAtOnce(body: unknown, keyOf: () => string): Promise<Answer[]> {
  return Promise.all(Array.from({ length: 10 }, () => ava.post(`members/${AVA}/payments`, body, keyOf())));
}

const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

before(async () => {
  server = await startServer();
  ava = keyedApi(server.base, (await signIn(server.base, 'ava.medical')).access_token);
  ben = keyedApi(server.base, (await signIn(server.base, 'ben.dental')).access_token);
});
after(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
});

describe('parallel payments for one bill', () => {
  it('ten at once with the same Idempotency-Key: one payment, and every answer is the first one', async (t) => {
    const bill = await dueBill();
    const key = randomUUID();
    const body = { billId: bill.billId, amount: bill.amount, ...bankAccount };
    const answers = await tenAtOnce(body, () => key);
    const after = await billNow(bill.billId);
    const recorded = await paymentsFor(bill.billId);
    t.diagnostic(
      `${server.sandbox.database.kind}: same key x10 -> ${count(answers, 201)} answered 201, ${recorded.length} payment(s) recorded, $${after.paid.toFixed(2)} paid of $${bill.amount.toFixed(2)}`,
    );

    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(10).fill(201),
      JSON.stringify(answers.map((answer) => answer.json)),
    );
    for (const answer of answers) assert.deepEqual(answer.json, answers[0]!.json, 'a repeated key is answered with the first answer');
    assert.equal(recorded.length, 1, 'one payment for one key');
    assert.equal(recorded[0]!.paymentId, answers[0]!.json.paymentId);
    assert.equal(after.paid, bill.amount);
  });

  it('ten at once with different keys for the whole balance: one is paid, the others are told the bill is paid', async (t) => {
    const bill = await dueBill();
    const body = { billId: bill.billId, amount: bill.amount, ...bankAccount };
    const answers = await tenAtOnce(body, randomUUID);
    const after = await billNow(bill.billId);
    const recorded = await paymentsFor(bill.billId);
    t.diagnostic(
      `${server.sandbox.database.kind}: different keys x10, whole balance -> ${count(answers, 201)} answered 201, ${recorded.length} payment(s) recorded, $${after.paid.toFixed(2)} paid of $${bill.amount.toFixed(2)}`,
    );

    assert.equal(count(answers, 201), 1, JSON.stringify(answers.map((answer) => [answer.status, answer.json.code])));
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      assert.ok(refused.status === 422 || refused.status === 409, `never a 500: ${refused.status}`);
      assert.ok(refused.json.code === 'PAY-0004' || refused.json.code === 'PAY-0005', String(refused.json.code));
    }
    assert.equal(recorded.length, 1);
    assert.ok(after.paid <= after.amount, `paid $${after.paid} of $${after.amount}`);
    assert.equal(after.paid, bill.amount);
  });

  it('ten at once with different keys for $100 each: four fit the $487.25 balance, six are refused', async (t) => {
    const bill = await dueBill();
    assert.equal(bill.amount, 487.25);
    const body = { billId: bill.billId, amount: 100, ...bankAccount };
    const answers = await tenAtOnce(body, randomUUID);
    const after = await billNow(bill.billId);
    const recorded = await paymentsFor(bill.billId);
    t.diagnostic(
      `${server.sandbox.database.kind}: different keys x10, $100 each -> ${count(answers, 201)} answered 201, ${recorded.length} payment(s) recorded, $${after.paid.toFixed(2)} paid of $${bill.amount.toFixed(2)}`,
    );

    assert.equal(count(answers, 201), 4, JSON.stringify(answers.map((answer) => [answer.status, answer.json.code])));
    assert.equal(count(answers, 409), 6);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      assert.equal(refused.json.code, 'PAY-0005');
      assert.deepEqual(refused.json.validationErrors, [
        { field: 'amount', message: 'The amount is more than this bill’s balance of $87.25' },
      ]);
    }
    assert.equal(recorded.length, 4);
    assert.equal(after.paid, 400);
  });
});

describe('a key sent again', () => {
  it('gets the first answer and records nothing new; the same key with other details is refused', async () => {
    const bill = await dueBill();
    const key = randomUUID();
    const body = { billId: bill.billId, amount: 10, ...bankAccount };
    const first = await ava.post(`members/${AVA}/payments`, body, key);
    assert.equal(first.status, 201);
    const again = await ava.post(`members/${AVA}/payments`, body, key);
    assert.deepEqual(again, first);
    // The draft's quoted form of the same key is the same key.
    assert.deepEqual(await ava.post(`members/${AVA}/payments`, body, `"${key}"`), first);

    const changed = await ava.post(`members/${AVA}/payments`, { ...body, amount: 20 }, key);
    assert.equal(changed.status, 422);
    assert.equal(changed.json.code, 'PAY-0014');
    const otherAccount = await ava.post(`members/${AVA}/payments`, { ...body, accountNumber: '99990000' }, key);
    assert.equal(otherAccount.json.code, 'PAY-0014');
    assert.equal((await paymentsFor(bill.billId)).length, 1);
    assert.equal((await billNow(bill.billId)).paid, 10);
  });

  it('is the user’s own: another member’s payment with the same key is a payment of its own', async () => {
    const key = randomUUID();
    const avaBill = await dueBill();
    assert.equal((await ava.post(`members/${AVA}/payments`, { billId: avaBill.billId, amount: 5, ...bankAccount }, key)).status, 201);
    const benBills = (await ben.get(`members/${BEN_DENTAL}/bills`)).json.bills as { billId: string; status: string }[];
    const benDue = benBills.find((bill) => bill.status === 'Due')!;
    const benAnswer = await ben.post(`members/${BEN_DENTAL}/payments`, { billId: benDue.billId, amount: 5, ...bankAccount }, key);
    assert.equal(benAnswer.status, 201);
    assert.equal(benAnswer.json.billId, benDue.billId);
  });

  it('after a refusal is free: nothing was kept, so the corrected payment goes through with the same key', async () => {
    const bill = await dueBill();
    const key = randomUUID();
    const tooMuch = await ava.post(`members/${AVA}/payments`, { billId: bill.billId, amount: 600, ...bankAccount }, key);
    assert.equal(tooMuch.status, 409);
    assert.equal(tooMuch.json.code, 'PAY-0005');
    const expired = await ava.post(
      `members/${AVA}/payments`,
      { billId: bill.billId, amount: 10, method: 'card', cardNumber: '4111111111111111', cardExpiry: '01/20' },
      key,
    );
    assert.equal(expired.status, 400);
    const right = await ava.post(`members/${AVA}/payments`, { billId: bill.billId, amount: 10, ...bankAccount }, key);
    assert.equal(right.status, 201);
    assert.equal((await paymentsFor(bill.billId)).length, 1);
  });

  it('is needed: a payment without one is refused and records nothing', async () => {
    const bill = await dueBill();
    for (const key of [null, 'short', 'not a key with spaces in it']) {
      const res = await ava.post(`members/${AVA}/payments`, { billId: bill.billId, amount: 10, ...bankAccount }, key);
      assert.equal(res.status, 400, String(key));
      assert.equal(res.json.code, 'PAY-0001');
      assert.deepEqual(
        (res.json.validationErrors as { field: string }[]).map((error) => error.field),
        ['idempotency-key'],
      );
    }
    assert.equal((await paymentsFor(bill.billId)).length, 0);
  });

  it('changes autopay once: a late copy of "turn it off" does not undo turning it on again', async () => {
    const off = randomUUID();
    const offAnswer = await ava.put(`members/${AVA}/autopay`, { enrolled: false }, off);
    assert.equal(offAnswer.status, 200);
    const on = await ava.put(`members/${AVA}/autopay`, { enrolled: true, ...bankAccount }, randomUUID());
    assert.equal(on.json.enrolled, true);
    assert.deepEqual(await ava.put(`members/${AVA}/autopay`, { enrolled: false }, off), offAnswer);
    assert.equal((await ava.get(`members/${AVA}/autopay`)).json.enrolled, true);
    const missing = await ava.put(`members/${AVA}/autopay`, { enrolled: false }, null);
    assert.equal(missing.status, 400);
    assert.equal(missing.json.code, 'PAY-0010');
  });
});

describe('the database itself', () => {
  it('refuses a bill paid beyond its amount, and a payment of $0', async () => {
    const { db } = server.sandbox.database;
    const bill = await dueBill();
    const overpaid = await db
      .update(bills)
      .set({ paidCents: sql`${bills.amountCents} + 1` })
      .where(eq(bills.billId, bill.billId))
      .then(
        () => null,
        (error: unknown) => error,
      );
    assert.ok(isCheckViolation(overpaid, billPaidWithinAmountCheck), String(overpaid));
    const nothing = await db
      .insert(payments)
      .values({
        paymentId: 'PAY-ZERO',
        contractId: 'H10001001',
        billId: bill.billId,
        amountCents: 0,
        method: 'bank',
        accountLast4: '6789',
        status: 'Submitted',
        submittedAt: new Date(),
        confirmationNumber: 'C0',
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    assert.ok(isCheckViolation(nothing, 'payments_amount_positive_check'), String(nothing));
    assert.equal((await billNow(bill.billId)).paid, 0);
  });
});
