import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { messages } from '../../db/schema.ts';
import { notFound } from '../errors.ts';
import { MemberIdParams, Ok, ok, PageInfo, Paging, responses, bearer } from '../schemas.ts';

const MessageParams = Type.Object({
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  messageId: Type.String({ minLength: 1, maxLength: 40 }),
});
const Status = Type.Union([Type.Literal('READ'), Type.Literal('UNREAD')]);
const StatusBody = Type.Object({ status: Status }, { additionalProperties: false });
const CountQuery = Type.Object(
  {
    additionalRequestedMemberIds: Type.Optional(
      Type.String({
        maxLength: 400,
        pattern: '^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$',
        description: 'Comma-separated ids of the other accessible members',
      }),
    ),
  },
  { additionalProperties: false },
);
const ListQuery = Type.Object(
  { ...Paging, status: Type.Optional(Status), category: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);

const Message = Type.Object({
  messageId: Type.String(),
  memberId: Type.String(),
  subject: Type.String(),
  body: Type.String({ description: 'HTML (sanitise before display)' }),
  category: Type.String(),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
});

function toMessage(m: typeof messages.$inferSelect) {
  return {
    messageId: m.messageId,
    memberId: m.memberId,
    subject: m.subject,
    body: m.body,
    category: m.category,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}

const tags = ['message center'];
const base = '/message-center/:memberId';

async function loadMessage(deps: AppDeps, memberId: string, messageId: string) {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.memberId, memberId), eq(messages.messageId, messageId), isNull(messages.deletedAt)))
    .limit(1);
  if (!rows[0]) throw notFound('BP-NFA-0231', 'Message not found.');
  return rows[0];
}

function unreadCount(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof CountQuery> }>(
    `${base}/messages/count`,
    {
      // Every id in additionalRequestedMemberIds must pass the policy too, or the whole call is refused.
      config: {
        callErrorCode: 'BP-NFA-0233',
        access: { kind: 'messageCount', action: 'read', subject: 'params.memberId', alsoEach: 'query.additionalRequestedMemberIds' },
      },
      schema: {
        tags,
        security: bearer,
        summary: 'Unread message counts for the member and other members the caller may read messages of (each id must be allowed, or 403)',
        params: MemberIdParams,
        querystring: CountQuery,
        response: responses({ 200: Type.Array(Type.Object({ memberId: Type.String(), count: Type.Integer() })) }),
      },
    },
    async (request) => {
      const extra = (request.query.additionalRequestedMemberIds ?? '').split(',').filter(Boolean);
      const ids = [...new Set([request.params.memberId, ...extra])];
      const rows = await db
        .select({ memberId: messages.memberId, n: count() })
        .from(messages)
        .where(and(inArray(messages.memberId, ids), eq(messages.status, 'UNREAD'), isNull(messages.deletedAt)))
        .groupBy(messages.memberId);
      const byId = new Map(rows.map((r) => [r.memberId, Number(r.n)]));
      return ids.map((memberId) => ({ memberId, count: byId.get(memberId) ?? 0 }));
    },
  );
}

function listMessages(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof ListQuery> }>(
    `${base}/messages`,
    {
      config: { access: { kind: 'messages', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'List messages, newest first, with paging',
        params: MemberIdParams,
        querystring: ListQuery,
        response: responses({ 200: Type.Object({ messages: Type.Array(Message), unreadCount: Type.Integer(), ...PageInfo }) }),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const filters = [eq(messages.memberId, request.params.memberId), isNull(messages.deletedAt)];
      if (request.query.status) filters.push(eq(messages.status, request.query.status));
      if (request.query.category) filters.push(eq(messages.category, request.query.category));
      const where = and(...filters);
      const [totalRow] = await db.select({ n: count() }).from(messages).where(where);
      const [unreadRow] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.memberId, request.params.memberId), isNull(messages.deletedAt), eq(messages.status, 'UNREAD')));
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.messageId))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const total = Number(totalRow?.n ?? 0);
      return {
        messages: rows.map(toMessage),
        unreadCount: Number(unreadRow?.n ?? 0),
        page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  );
}

function readMessage(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof MessageParams> }>(
    `${base}/messages/:messageId`,
    {
      config: { callErrorCode: 'BP-NFA-0231', access: { kind: 'messages', action: 'read', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'One message', params: MessageParams, response: responses({ 200: Message }) },
    },
    async (request) => {
      return toMessage(await loadMessage(deps, request.params.memberId, request.params.messageId));
    },
  );
}

function setMessageStatus(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.post<{ Params: Static<typeof MessageParams>; Body: Static<typeof StatusBody> }>(
    `${base}/messages/:messageId/status`,
    {
      config: {
        errorCode: 'NOT-0001',
        callErrorCode: 'BP-NFA-0232',
        access: { kind: 'messages', action: 'change', subject: 'params.memberId' },
      },
      schema: {
        tags,
        security: bearer,
        summary: 'Mark a message read or unread',
        params: MessageParams,
        body: StatusBody,
        response: responses({ 200: Message }),
      },
    },
    async (request) => {
      await loadMessage(deps, request.params.memberId, request.params.messageId);
      const [row] = await db
        .update(messages)
        .set({ status: request.body.status })
        .where(and(eq(messages.memberId, request.params.memberId), eq(messages.messageId, request.params.messageId)))
        .returning();
      return toMessage(row!);
    },
  );
}

function deleteMessage(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.delete<{ Params: Static<typeof MessageParams> }>(
    `${base}/messages/:messageId`,
    {
      config: { callErrorCode: 'BP-NFA-0234', access: { kind: 'messages', action: 'change', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Delete a message', params: MessageParams, response: responses({ 200: Ok }) },
    },
    async (request) => {
      await loadMessage(deps, request.params.memberId, request.params.messageId);
      await db
        .update(messages)
        .set({ deletedAt: new Date() })
        .where(and(eq(messages.memberId, request.params.memberId), eq(messages.messageId, request.params.messageId)));
      return ok('Message deleted.');
    },
  );
}

/** The message center: the unread count, the list, a message, marking it read or unread, deleting it. */
export default async function messageRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  unreadCount(api, deps);
  listMessages(api, deps);
  readMessage(api, deps);
  setMessageStatus(api, deps);
  deleteMessage(api, deps);
}
