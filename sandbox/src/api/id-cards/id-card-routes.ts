import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { coverages, idCardRequests } from '../../db/schema.ts';
import { customerServicePhone } from '../../seed/brands.ts';
import { PLAN_NAME_BY_TIER } from '../../seed/data.ts';
import { send } from '../../services/outbox.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject, membersReturned } from '../../access/route-access.ts';
import type { AccessContext, MemberRow } from '../access.ts';
import { requireRight, rightsOf } from '../member-rights.ts';
import { coded, fieldError } from '../errors.ts';
import { Email, MemberIdParams, Ok, ok, Phone10, responses, Text, bearer } from '../schemas.ts';

const MemberIds = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 10, uniqueItems: true });
const PolicyType = Type.Union([Type.Literal('Medical'), Type.Literal('Dental'), Type.Literal('Vision'), Type.Literal('Pharmacy')]);

const OrderCardsBody = Type.Object(
  {
    policyType: PolicyType,
    memberIds: MemberIds,
    reason: Type.Union(['lost', 'damaged', 'name change', 'not received', 'other'].map((r) => Type.Literal(r))),
  },
  { additionalProperties: false },
);
const EmailCardsBody = Type.Object({ policyType: PolicyType, memberIds: MemberIds, email: Email }, { additionalProperties: false });
const FaxCardsBody = Type.Object(
  { policyType: PolicyType, memberIds: MemberIds, faxNumber: Phone10, recipientName: Type.Optional(Text(80)) },
  { additionalProperties: false },
);

const Card = Type.Object({
  memberId: Type.String(),
  name: Type.String(),
  policyType: Type.String(),
  planName: Type.String(),
  brand: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  effectiveDate: Type.String(),
  /** Fixed amounts per service, in dollars. */
  copays: Type.Array(Type.Object({ label: Type.String(), amount: Type.Number() })),
  /** The member's share in percent. */
  coinsurance: Type.Array(Type.Object({ label: Type.String(), percent: Type.Number() })),
  /** Pharmacy benefit numbers: Medical plans only (dental and vision plans have no pharmacy benefit). */
  rx: Type.Union([Type.Object({ bin: Type.String(), pcn: Type.String(), group: Type.String() }), Type.Null()]),
  customerServicePhone: Type.String(),
});

/**
 * The cards of a family's plan. Cost shares are the plan's own (its coverage, as Coverage and copays
 * and FHIR Coverage show them), copays as amounts and coinsurance as percentages; the Rx group is the
 * whole group number; the phone is the brand's customer-service line (src/seed/brands.ts).
 */
async function cardsFor(deps: AppDeps, family: MemberRow[]) {
  const { db } = deps.database;
  const rows = family.length
    ? await db
        .select()
        .from(coverages)
        .where(
          and(
            inArray(
              coverages.memberId,
              family.map((m) => m.memberId),
            ),
            eq(coverages.status, 'active'),
          ),
        )
    : [];
  return family.map((m) => {
    const costs = (rows.find((c) => c.memberId === m.memberId)?.costs ?? []).filter((c) => !c.code.startsWith('rx_'));
    return {
      memberId: m.memberId,
      name: `${m.firstName} ${m.lastName}`,
      policyType: m.contractType,
      planName: m.lobDisplayName,
      brand: PLAN_NAME_BY_TIER[m.tier1] ?? PLAN_NAME_BY_TIER.ABCBS!,
      groupId: m.groupId,
      groupName: m.groupName,
      effectiveDate: m.origEffDate,
      copays: costs.filter((c) => c.kind === 'money').map((c) => ({ label: c.text, amount: c.value })),
      coinsurance: costs.filter((c) => c.kind === 'percent').map((c) => ({ label: c.text, percent: c.value })),
      rx: m.contractType === 'Medical' ? { bin: '610014', pcn: 'MEDDPRIME', group: m.groupId } : null,
      customerServicePhone: customerServicePhone(m.tier1),
    };
  });
}

/** The plan whose cards a request is about, and whose cards its list shows (the policy's idCards members). */
function cardFamily(request: FastifyRequest) {
  const { caller, member } = memberSubject(request);
  requireRight(member, rightsOf(member).idCards, 'ID cards');
  return { caller, member, family: membersCovered(caller, 'idCards', member) };
}

/**
 * A card request is for one plan: its policy type, and members on its contract. (Whether the
 * caller may ask for each member's card is the access policy's answer, given before this runs.)
 */
function checkCardRequest(caller: AccessContext, member: MemberRow, policyType: string, memberIds: string[]) {
  if (policyType !== member.contractType && !(policyType === 'Pharmacy' && member.contractType === 'Medical')) {
    throw fieldError('IDS-0001', 'policyType', `Must be ${member.contractType}.`);
  }
  const offPlan = memberIds.find((id) => caller.accessible.get(id)?.contractId !== member.contractId);
  if (offPlan) throw fieldError('IDS-0003', 'memberIds', 'Every member must be on this plan.');
}

function idCards(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/id-cards',
    {
      config: { access: { kind: 'idCards', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['id cards'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Digital ID cards for the member (and, for a policyholder, the family)',
        response: responses({ 200: Type.Object({ cards: Type.Array(Card) }) }),
      },
    },
    async (request) => {
      const { family } = cardFamily(request);
      const cards = await cardsFor(deps, family);
      membersReturned(request, family);
      return { cards };
    },
  );
}

function orderIdCards(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof OrderCardsBody> }>(
    '/members/:memberId/id-cards/order',
    {
      config: {
        access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' },
        errorCode: 'IDS-0001',
      },
      schema: {
        tags: ['id cards'],
        security: bearer,
        params: MemberIdParams,
        body: OrderCardsBody,
        summary: 'Order replacement cards by mail (arrive within 7 business days)',
        response: responses({ 201: Ok }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      if (!member.isActive) throw coded('IDS-0006');
      const recent = await db
        .select()
        .from(idCardRequests)
        .where(and(eq(idCardRequests.memberId, member.memberId), eq(idCardRequests.kind, 'order')));
      if (recent.some((r) => Date.now() - r.createdAt.getTime() < 24 * 3600 * 1000)) throw coded('IDS-0007');
      await db.insert(idCardRequests).values({ memberId: member.memberId, kind: 'order', destination: 'mail', detail: request.body });
      return reply.code(201).send(ok('Your ID cards have been ordered and should arrive within 7 business days.'));
    },
  );
}

function emailIdCards(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof EmailCardsBody> }>(
    '/members/:memberId/id-cards/email',
    {
      config: {
        access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' },
        errorCode: 'IDS-0001',
      },
      schema: {
        tags: ['id cards'],
        security: bearer,
        params: MemberIdParams,
        body: EmailCardsBody,
        summary: 'Email ID cards',
        response: responses({ 201: Ok }),
      },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      await db
        .insert(idCardRequests)
        .values({ memberId: member.memberId, kind: 'email', destination: request.body.email, detail: request.body });
      await send(db, {
        to: request.body.email,
        channel: 'email',
        subject: 'Your member ID card',
        body: `Attached are ID cards for ${request.body.memberIds.length} member(s) of ${member.lobDisplayName}.`,
      });
      return reply.code(201).send(ok('Your ID card has been emailed.'));
    },
  );
}

function faxIdCards(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof FaxCardsBody> }>(
    '/members/:memberId/id-cards/fax',
    {
      config: {
        access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' },
        errorCode: 'IDS-0001',
      },
      schema: {
        tags: ['id cards'],
        security: bearer,
        params: MemberIdParams,
        body: FaxCardsBody,
        summary: 'Fax ID cards (fax numbers 5015550000 and 5015559999 simulate IDS-0002 / IDS-0005 fax unavailable)',
        response: responses({ 201: Ok }, [400, 401, 403, 503]),
      },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      if (request.body.faxNumber === '5015550000') throw coded('IDS-0002');
      if (request.body.faxNumber === '5015559999') throw coded('IDS-0005');
      await db
        .insert(idCardRequests)
        .values({ memberId: member.memberId, kind: 'fax', destination: request.body.faxNumber, detail: request.body });
      await send(db, {
        to: request.body.faxNumber,
        channel: 'text',
        subject: 'Fax: member ID card',
        body: `Fax of ${request.body.memberIds.length} ID card(s) for ${member.lobDisplayName}.`,
      });
      return reply.code(201).send(ok('Your ID card has been faxed.'));
    },
  );
}

/** ID cards: the digital cards of the member (and family), and ordering, emailing or faxing them. */
export default async function idCardRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  idCards(api, deps);
  orderIdCards(api, deps);
  emailIdCards(api, deps);
  faxIdCards(api, deps);
}
