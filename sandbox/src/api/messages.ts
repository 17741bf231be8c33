import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { messages } from '../db/schema.ts';
import { memberStateStore } from '../db/member-state.ts';
import { memberSubject } from '../access/route-access.ts';
import { fieldError, notFound } from './errors.ts';
import { MemberIdParams, Ok, ok, PageInfo, Paging, responses } from './schemas.ts';

const MessageParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }), messageId: Type.String({ minLength: 1, maxLength: 40 }) });
const Status = Type.Union([Type.Literal('READ'), Type.Literal('UNREAD')]);
const StatusBody = Type.Object({ status: Status }, { additionalProperties: false });
const CountQuery = Type.Object(
  {
    additionalRequestedMemberIds: Type.Optional(
      Type.String({ maxLength: 400, pattern: '^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$', description: 'Comma-separated ids of the other accessible members' }),
    ),
  },
  { additionalProperties: false },
);
const ListQuery = Type.Object(
  { ...Paging, status: Type.Optional(Status), category: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);
const PrefQuery = Type.Object({ customError: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

const Message = Type.Object({
  messageId: Type.String(),
  memberId: Type.String(),
  subject: Type.String(),
  body: Type.String({ description: 'HTML (sanitise before display)' }),
  category: Type.String(),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
});

export const Preferences = Type.Object(
  {
    paperlessEob: Type.Boolean(),
    memberNotifications: Type.Boolean(),
    annualBenefitLetter: Type.Boolean(),
    preferredContactMethod: Type.Union([Type.Literal('email'), Type.Literal('text'), Type.Literal('mail')]),
    hideTermedDependents: Type.Boolean(),
    language: Type.Union([Type.Literal('en-us'), Type.Literal('es-us')]),
  },
  { additionalProperties: false },
);

const NotificationTopic = Type.Object(
  { topic: Type.String({ minLength: 1, maxLength: 40 }), label: Type.Optional(Type.String({ maxLength: 100 })), email: Type.Boolean(), text: Type.Boolean() },
  { additionalProperties: false },
);
const NotificationSettings = Type.Object({ topics: Type.Array(NotificationTopic, { minItems: 1, maxItems: 20 }) }, { additionalProperties: false });

function toMessage(m: typeof messages.$inferSelect) {
  return { messageId: m.messageId, memberId: m.memberId, subject: m.subject, body: m.body, category: m.category, status: m.status, createdAt: m.createdAt.toISOString() };
}

export function registerMessageRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const tags = ['message center'];
  const bearer = [{ bearerAuth: [] }];
  const base = '/message-center/:memberId';

  async function loadMessage(memberId: string, messageId: string) {
    const rows = await db.select().from(messages)
      .where(and(eq(messages.memberId, memberId), eq(messages.messageId, messageId), isNull(messages.deletedAt))).limit(1);
    if (!rows[0]) throw notFound('BP-NFA-0231', 'Message not found.');
    return rows[0];
  }

  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof CountQuery> }>(
    `${base}/messages/count`,
    {
      // Every id in additionalRequestedMemberIds must pass the policy too, or the whole call is refused.
      config: { callErrorCode: 'BP-NFA-0233', access: { kind: 'messageCount', action: 'read', subject: 'params.memberId', alsoEach: 'query.additionalRequestedMemberIds' } },
      schema: {
        tags, security: bearer, summary: 'Unread message counts for the member and other members the caller may read messages of (each id must be allowed, or 403)',
        params: MemberIdParams, querystring: CountQuery,
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

  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof ListQuery> }>(
    `${base}/messages`,
    {
      config: { access: { kind: 'messages', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags, security: bearer, summary: 'List messages, newest first, with paging', params: MemberIdParams, querystring: ListQuery,
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
      const [unreadRow] = await db.select({ n: count() }).from(messages)
        .where(and(eq(messages.memberId, request.params.memberId), isNull(messages.deletedAt), eq(messages.status, 'UNREAD')));
      const rows = await db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.messageId)).limit(pageSize).offset((page - 1) * pageSize);
      const total = Number(totalRow?.n ?? 0);
      return { messages: rows.map(toMessage), unreadCount: Number(unreadRow?.n ?? 0), page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },
  );

  api.get<{ Params: Static<typeof MessageParams> }>(
    `${base}/messages/:messageId`,
    {
      config: { callErrorCode: 'BP-NFA-0231', access: { kind: 'messages', action: 'read', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'One message', params: MessageParams, response: responses({ 200: Message }) },
    },
    async (request) => {
      return toMessage(await loadMessage(request.params.memberId, request.params.messageId));
    },
  );

  api.post<{ Params: Static<typeof MessageParams>; Body: Static<typeof StatusBody> }>(
    `${base}/messages/:messageId/status`,
    {
      config: { errorCode: 'NOT-0001', callErrorCode: 'BP-NFA-0232', access: { kind: 'messages', action: 'change', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Mark a message read or unread', params: MessageParams, body: StatusBody, response: responses({ 200: Message }) },
    },
    async (request) => {
      await loadMessage(request.params.memberId, request.params.messageId);
      const [row] = await db.update(messages).set({ status: request.body.status })
        .where(and(eq(messages.memberId, request.params.memberId), eq(messages.messageId, request.params.messageId))).returning();
      return toMessage(row!);
    },
  );

  api.delete<{ Params: Static<typeof MessageParams> }>(
    `${base}/messages/:messageId`,
    {
      config: { callErrorCode: 'BP-NFA-0234', access: { kind: 'messages', action: 'change', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Delete a message', params: MessageParams, response: responses({ 200: Ok }) },
    },
    async (request) => {
      await loadMessage(request.params.memberId, request.params.messageId);
      await db.update(messages).set({ deletedAt: new Date() })
        .where(and(eq(messages.memberId, request.params.memberId), eq(messages.messageId, request.params.messageId)));
      return ok('Message deleted.');
    },
  );

  const state = memberStateStore(db);
  const getState = state.get;
  const putState = state.put;

  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof PrefQuery> }>(
    `${base}/preferences`,
    {
      config: { callErrorCode: 'BP-NFA-0235', access: { kind: 'preferences', action: 'read', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Communication preferences (paperless EOB, notifications, annual benefit letter)', params: MemberIdParams, querystring: PrefQuery, response: responses({ 200: Preferences }) },
    },
    async (request) => {
      const prefs = await getState<Static<typeof Preferences>>(request.params.memberId, 'preferences');
      if (!prefs) throw notFound('BP-NFA-0235', 'No preferences on file.');
      return prefs;
    },
  );

  api.post<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof PrefQuery>; Body: Static<typeof Preferences> }>(
    `${base}/preferences`,
    {
      config: { errorCode: 'OPT-0010', callErrorCode: 'BP-NFA-0236', access: { kind: 'preferences', action: 'change', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Save communication preferences (whole payload)', params: MemberIdParams, querystring: PrefQuery, body: Preferences, response: responses({ 200: Preferences }) },
    },
    async (request) => {
      const { member } = memberSubject(request);
      if (request.body.hideTermedDependents && !member.isPolicyHolder) {
        throw fieldError('OPT-0011', 'hideTermedDependents', 'Not allowed for this member.');
      }
      await putState(request.params.memberId, 'preferences', request.body);
      return request.body;
    },
  );

  api.get<{ Params: Static<typeof MemberIdParams> }>(
    `${base}/notification-settings`,
    {
      config: { access: { kind: 'notificationSettings', action: 'read', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Notification topics and channels', params: MemberIdParams, response: responses({ 200: NotificationSettings }) },
    },
    async (request) => {
      return (await getState(request.params.memberId, 'notificationSettings')) ?? { topics: [] };
    },
  );

  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof NotificationSettings> }>(
    `${base}/notification-settings`,
    {
      config: { errorCode: 'NOT-0002', access: { kind: 'notificationSettings', action: 'change', subject: 'params.memberId' } },
      schema: { tags, security: bearer, summary: 'Replace notification settings', params: MemberIdParams, body: NotificationSettings, response: responses({ 200: NotificationSettings }) },
    },
    async (request) => {
      const current = (await getState<Static<typeof NotificationSettings>>(request.params.memberId, 'notificationSettings')) ?? { topics: [] };
      const known = new Map(current.topics.map((t) => [t.topic, t]));
      const unknown = request.body.topics.find((t) => !known.has(t.topic));
      if (unknown) throw fieldError('NOT-0003', 'topics', `Unknown topic "${unknown.topic}".`);
      const next = { topics: current.topics.map((t) => ({ ...t, ...request.body.topics.find((u) => u.topic === t.topic), label: t.label })) };
      await putState(request.params.memberId, 'notificationSettings', next);
      return next;
    },
  );
}
