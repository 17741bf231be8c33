// Bills, payments and autopay: the policyholder's own, on a plan that pays online (payBill or a
// medicarePayment page identifier). Online payments post in 24 to 48 hours; autopay drafts on the 26th.
// A payment and an autopay change each carry an Idempotency-Key and are carried out once per key
// (idempotent-answer.ts); a payment checks the balance with the bill locked (pay-bill.ts).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { dollarsFromCents } from '@portal/contracts/money';
import type { AppDeps } from '../app.ts';
import { bills, payments } from '../db/schema.ts';
import { memberStateStore } from '../db/member-state.ts';
import { insurerToday } from '../seed/dates.ts';
import { memberSubject, routeLabel } from '../access/route-access.ts';
import type { MemberRow } from '../api/access.ts';
import { requireRight, rightsOf } from '../api/member-rights.ts';
import { MemberIdParams, responses, bearer } from '../api/schemas.ts';
import { answerOnce, idempotencyKeyOf, requestHash, type KeyedRequest } from './idempotent-answer.ts';
import { payBill, refusingOverpayment, type PaymentRow } from './pay-bill.ts';
import { checkAutopayMethod, checkPayment, type CheckedMethod } from './payment-checks.ts';
import { Autopay, AutopayBody, Bill, IdempotencyHeaders, Payment, PaymentBody } from './payment-schemas.ts';

/** The day of the month autopay drafts the premium. */
const autopayDraftDay = 26;

type AutopayState = Static<typeof Autopay>;
const autopayOff: AutopayState = { enrolled: false, method: null, accountLast4: null, draftDay: autopayDraftDay, enrolledOn: null };

/** The account on file a one-time payment may come from: the one autopay drafts from, while it is on. */
function savedAccount(autopay: AutopayState | null | undefined): CheckedMethod | null {
  if (!autopay?.enrolled || !autopay.accountLast4 || (autopay.method !== 'bank' && autopay.method !== 'card')) return null;
  return { method: autopay.method, accountLast4: autopay.accountLast4 };
}

function canPay(member: MemberRow): boolean {
  const rights = rightsOf(member);
  return rights.payBill || rights.pageIdentifiers.some((p) => p.type === 'medicarePayment');
}

function paymentView(p: PaymentRow): Static<typeof Payment> {
  return {
    paymentId: p.paymentId,
    billId: p.billId,
    amount: dollarsFromCents(p.amountCents),
    method: p.method,
    accountLast4: p.accountLast4,
    status: p.status,
    submittedAt: p.submittedAt.toISOString(),
    confirmationNumber: p.confirmationNumber,
  };
}

/** The policyholder's own row (the access policy's policyholderSelf), if the plan pays online. */
function payer(request: FastifyRequest) {
  const { caller, member } = memberSubject(request);
  requireRight(member, canPay(member), 'Online payment');
  return { caller, member };
}

/** A change request as idempotent-answer.ts keys it: this user's key, for this route, member and body. */
function keyed(request: FastifyRequest, username: string, memberId: string, body: Record<string, unknown>): KeyedRequest {
  const route = routeLabel(request.method, request.routeOptions.url);
  return { username, key: idempotencyKeyOf(request), memberId, route, requestHash: requestHash(route, memberId, body) };
}

function listBills(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/bills',
    {
      config: { access: { kind: 'bills', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['payments'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Premium bills and the balance due (policyholder; needs payBill or a medicarePayment identifier)',
        response: responses({
          200: Type.Object({ balanceDue: Type.Number(), nextDueDate: Type.Union([Type.String(), Type.Null()]), bills: Type.Array(Bill) }),
        }),
      },
    },
    async (request) => {
      const { member } = payer(request);
      const rows = await db.select().from(bills).where(eq(bills.contractId, member.contractId)).orderBy(desc(bills.periodStart));
      const due = rows.filter((b) => b.status !== 'Paid');
      return {
        balanceDue: dollarsFromCents(due.reduce((sum, b) => sum + b.amountCents - b.paidCents, 0)),
        nextDueDate: due.map((b) => b.dueDate).sort()[0] ?? null,
        bills: rows.map((b) => ({
          billId: b.billId,
          periodStart: b.periodStart,
          periodEnd: b.periodEnd,
          dueDate: b.dueDate,
          amount: dollarsFromCents(b.amountCents),
          paid: dollarsFromCents(b.paidCents),
          status: b.status,
        })),
      };
    },
  );
}

function listPayments(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/payments',
    {
      config: { access: { kind: 'payments', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['payments'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Payment history',
        response: responses({ 200: Type.Object({ payments: Type.Array(Payment) }) }),
      },
    },
    async (request) => {
      const { member } = payer(request);
      const rows = await db.select().from(payments).where(eq(payments.contractId, member.contractId)).orderBy(desc(payments.submittedAt));
      return { payments: rows.map(paymentView) };
    },
  );
}

function makePayment(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const memberState = memberStateStore(db);
  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof PaymentBody>; Headers: Static<typeof IdempotencyHeaders> }>(
    '/members/:memberId/payments',
    {
      config: { access: { kind: 'payments', action: 'change', subject: 'params.memberId' }, errorCode: 'PAY-0001' },
      schema: {
        tags: ['payments'],
        security: bearer,
        params: MemberIdParams,
        headers: IdempotencyHeaders,
        body: PaymentBody,
        summary: 'Pay a bill once per Idempotency-Key (posts in 24 to 48 hours); the same key again gets the first answer',
        response: responses({ 201: Payment }, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const { caller, member } = payer(request);
      const payment = checkPayment(request.body, savedAccount(await memberState.get<AutopayState>(member.memberId, 'autopay')));
      const answer = await refusingOverpayment(() =>
        answerOnce(db, keyed(request, caller.username, member.memberId, request.body), async (tx) => ({
          status: 201,
          body: paymentView(await payBill(tx, member.contractId, request.body.billId, payment)),
        })),
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
}

function autopaySettings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const memberState = memberStateStore(db);
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/autopay',
    {
      config: { access: { kind: 'autopay', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['payments'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Autopay enrolment (drafts on the 26th)',
        response: responses({ 200: Autopay }),
      },
    },
    async (request) => {
      const { member } = payer(request);
      return (await memberState.get<AutopayState>(member.memberId, 'autopay')) ?? autopayOff;
    },
  );
}

function saveAutopay(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof AutopayBody>; Headers: Static<typeof IdempotencyHeaders> }>(
    '/members/:memberId/autopay',
    {
      config: { access: { kind: 'autopay', action: 'change', subject: 'params.memberId' }, errorCode: 'PAY-0010' },
      schema: {
        tags: ['payments'],
        security: bearer,
        params: MemberIdParams,
        headers: IdempotencyHeaders,
        body: AutopayBody,
        summary: 'Enrol in, change or cancel autopay, once per Idempotency-Key; the same key again gets the first answer',
        response: responses({ 200: Autopay }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const { caller, member } = payer(request);
      let value: AutopayState = autopayOff;
      if (request.body.enrolled) {
        const { method, accountLast4 } = checkAutopayMethod(request.body);
        value = { enrolled: true, method, accountLast4, draftDay: autopayDraftDay, enrolledOn: insurerToday() };
      }
      const answer = await answerOnce(db, keyed(request, caller.username, member.memberId, request.body), async (tx) => {
        await memberStateStore(tx).put(member.memberId, 'autopay', value);
        return { status: 200, body: value };
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}

/** Bills, payments and autopay of a plan that pays online. */
export default async function paymentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  listBills(api, deps);
  listPayments(api, deps);
  makePayment(api, deps);
  autopaySettings(api, deps);
  saveAutopay(api, deps);
}
