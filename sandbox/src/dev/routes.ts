import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { callError } from '../api/errors.ts';
import { AUDIT_QUERY_MAX_LIMIT } from '../audit/audit-trail.ts';
import { members, outbox } from '../db/schema.ts';
import { putSetting } from '../services/settings.ts';
import { registerChatRoutes } from './chat.ts';

const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false });
const NoticeBody = Type.Object({ notice: Type.String({ maxLength: 20000 }) }, { additionalProperties: false });
const AvailabilityBody = Type.Object({ isSystemAvailable: Type.Boolean() }, { additionalProperties: false });
const FaultBody = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 500, description: 'Regular expression matched against the request path and query' }),
    status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
    delayMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 120000 })),
    malformed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const AuditQuery = Type.Object(
  {
    memberId: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    outcome: Type.Optional(Type.Union([Type.Literal('allowed'), Type.Literal('denied'), Type.Literal('success'), Type.Literal('failure')])),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_QUERY_MAX_LIMIT, default: 50 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);

/** Development routes (sandbox/README.md) (registered only outside production). */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const tags = ['sandbox (development only)'];
  const noStore = { 'cache-control': 'no-store' };

  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    '/sandbox/outbox',
    { schema: { tags, summary: 'Messages sent to an address (newest first)', querystring: OutboxQuery } },
    async (request, reply) => {
      const base = db.select().from(outbox);
      const rows = request.query.to
        ? await base.where(eq(outbox.to, request.query.to)).orderBy(desc(outbox.id)).limit(200)
        : await base.orderBy(desc(outbox.id)).limit(200);
      return reply
        .headers(noStore)
        .send(rows.map((r) => ({ to: r.to, channel: r.channel, subject: r.subject, body: r.body, sentAt: r.sentAt.toISOString() })));
    },
  );

  app.post(
    '/sandbox/reset',
    { schema: { tags, summary: 'Restore the seed (all personas, unlocked); clear faults' } },
    async (_request, reply) => {
      const started = Date.now();
      await deps.reset();
      return reply.headers(noStore).send({ status: 'reset', tookMs: Date.now() - started });
    },
  );

  app.put<{ Body: Static<typeof NoticeBody> }>(
    '/sandbox/notice',
    { schema: { tags, summary: 'Set the user notice HTML (empty string clears it)', body: NoticeBody } },
    async (request, reply) => {
      await putSetting(db, 'notice', request.body.notice);
      return reply.headers(noStore).send({ notice: request.body.notice });
    },
  );

  app.put<{ Body: Static<typeof AvailabilityBody> }>(
    '/sandbox/availability',
    { schema: { tags, summary: 'Turn the outage on or off', body: AvailabilityBody } },
    async (request, reply) => {
      await putSetting(db, 'systemAvailability', { isSystemAvailable: request.body.isSystemAvailable });
      return reply.headers(noStore).send({ isSystemAvailable: request.body.isSystemAvailable });
    },
  );

  registerFaultRoutes(app, deps);

  app.get('/sandbox/personas', { schema: { tags, summary: 'Seeded members (usernames, member ids, plans)' } }, async (_request, reply) => {
    const rows = await db.select().from(members).orderBy(members.memberId);
    return reply.headers(noStore).send(
      rows.map((m) => ({
        username: m.username,
        memberId: m.memberId,
        contractId: m.contractId,
        contractType: m.contractType,
        isActive: m.isActive,
        isPolicyHolder: m.isPolicyHolder,
        tier1: m.tier1,
        name: `${m.firstName} ${m.lastName}`,
        birthDate: m.birthDate,
      })),
    );
  });

  // The audit trail as the future admin console will query it (deps.audit.query; sandbox/README.md#audit-trail).
  app.get<{ Querystring: Static<typeof AuditQuery> }>(
    '/sandbox/audit',
    {
      schema: {
        tags,
        summary: 'Audit trail entries, newest first (filters: memberId, username as actor or subject, action, outcome, from, to)',
        querystring: AuditQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await deps.audit.query({
        memberId: q.memberId,
        username: q.username,
        action: q.action,
        outcome: q.outcome,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        limit: q.limit ?? 50,
        offset: q.offset ?? 0,
      });
      return reply.headers(noStore).send(rows.map((r) => ({ ...r, at: r.at.toISOString() })));
    },
  );

  registerChatRoutes(app, deps);
}

/** The fault routes: member API, FHIR or identity provider calls that fail, stall or answer malformed JSON until reset. */
function registerFaultRoutes(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['sandbox (development only)'];
  const noStore = { 'cache-control': 'no-store' };
  const listFaults = () => deps.state.faults.map((f) => ({ path: f.source, status: f.status, delayMs: f.delayMs, malformed: f.malformed }));

  app.put<{ Body: Static<typeof FaultBody> }>(
    '/sandbox/faults',
    {
      schema: {
        tags,
        summary:
          "Make matching member API / FHIR calls, or the identity provider's discovery and token endpoint, fail, stall or return malformed JSON until reset",
        body: FaultBody,
      },
    },
    async (request, reply) => {
      const { path, status, delayMs, malformed } = request.body;
      if (status === undefined && delayMs === undefined && !malformed) {
        throw callError(400, 'BP-NFA-400', 'Give status, delayMs or malformed.', [
          { field: 'status', message: 'Give status, delayMs or malformed.' },
        ]);
      }
      let regex: RegExp;
      try {
        regex = new RegExp(path);
      } catch {
        throw callError(400, 'BP-NFA-400', 'path is not a valid regular expression.', [
          { field: 'path', message: 'Not a valid regular expression.' },
        ]);
      }
      deps.state.faults.push({ path: regex, source: path, status, delayMs, malformed });
      return reply.headers(noStore).send({ faults: listFaults() });
    },
  );

  app.get('/sandbox/faults', { schema: { tags, summary: 'List injected faults' } }, async (_request, reply) =>
    reply.headers(noStore).send({ faults: listFaults() }),
  );

  app.delete('/sandbox/faults', { schema: { tags, summary: 'Clear injected faults' } }, async (_request, reply) => {
    deps.state.faults = [];
    return reply.headers(noStore).send({ faults: [] });
  });
}
