import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { priorAuths } from '../../db/schema.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject, membersReturned } from '../../access/route-access.ts';
import { notFound } from '../errors.ts';
import { MemberIdParams, PageInfo, Paging, responses, bearer } from '../schemas.ts';
import { statusColor } from '../status-colors.ts';
import { requireRight, rightsOf } from '../member-rights.ts';
import { patientNames } from '../patient-names.ts';

const AuthParams = Type.Object({
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  authId: Type.String({ minLength: 1, maxLength: 40 }),
});

const PriorAuth = Type.Object({
  authId: Type.String(),
  memberId: Type.String(),
  patientName: Type.String(),
  status: Type.String(),
  statusLabelColor: Type.Union([
    Type.Literal('green'),
    Type.Literal('grey'),
    Type.Literal('purple'),
    Type.Literal('red'),
    Type.Literal(false),
  ]),
  category: Type.String(),
  service: Type.String(),
  requestingProvider: Type.String(),
  facility: Type.String(),
  requestedDate: Type.String(),
  decisionDate: Type.Union([Type.String(), Type.Null()]),
  startDate: Type.String(),
  endDate: Type.Union([Type.String(), Type.Null()]),
});

const AuthQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 80 })), ...Paging }, { additionalProperties: false });

function authView(a: typeof priorAuths.$inferSelect, n: Map<string, string>) {
  return {
    authId: a.authId,
    memberId: a.memberId,
    patientName: n.get(a.memberId) ?? '',
    status: a.status,
    statusLabelColor: statusColor(a.status),
    category: a.category,
    service: a.service,
    requestingProvider: a.requestingProvider,
    facility: a.facility,
    requestedDate: a.requestedDate,
    decisionDate: a.decisionDate,
    startDate: a.startDate,
    endDate: a.endDate,
  };
}

function listAuthorizations(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof AuthQuery> }>(
    '/members/:memberId/prior-authorizations',
    {
      config: { access: { kind: 'authorizations', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['authorizations'],
        security: bearer,
        params: MemberIdParams,
        querystring: AuthQuery,
        summary: 'Prior authorizations with docs/product/claims-and-care.md#care-authorization-colours statuses and label colours',
        response: responses({ 200: Type.Object({ authorizations: Type.Array(PriorAuth), ...PageInfo }) }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).inpatientMedicalAdmissionRequest, 'Authorizations');
      const scope = membersCovered(caller, 'authorizations', member);
      const rows = await db
        .select()
        .from(priorAuths)
        .where(
          inArray(
            priorAuths.memberId,
            scope.map((m) => m.memberId),
          ),
        )
        .orderBy(desc(priorAuths.requestedDate));
      const filtered = request.query.status ? rows.filter((r) => r.status.toLowerCase() === request.query.status!.toLowerCase()) : rows;
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const n = patientNames(scope);
      const pageRows = filtered.slice((page - 1) * pageSize, page * pageSize);
      membersReturned(
        request,
        scope.filter((m) => pageRows.some((a) => a.memberId === m.memberId)),
      );
      return {
        authorizations: pageRows.map((a) => authView(a, n)),
        page,
        pageSize,
        total: filtered.length,
        totalPages: Math.max(1, Math.ceil(filtered.length / pageSize)),
      };
    },
  );
}

function authorizationDetail(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof AuthParams> }>(
    '/members/:memberId/prior-authorizations/:authId',
    {
      config: { access: { kind: 'authorizations', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['authorizations'],
        security: bearer,
        params: AuthParams,
        summary: 'Prior authorization detail with its history',
        response: responses({
          200: Type.Object({
            ...PriorAuth.properties,
            diagnosis: Type.String(),
            unitsRequested: Type.Integer(),
            unitsApproved: Type.Integer(),
            history: Type.Array(Type.Object({ date: Type.String(), status: Type.String(), note: Type.String() })),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).inpatientMedicalAdmissionRequest, 'Authorizations');
      const scope = membersCovered(caller, 'authorizations', member);
      const rows = await db
        .select()
        .from(priorAuths)
        .where(
          and(
            eq(priorAuths.authId, request.params.authId),
            inArray(
              priorAuths.memberId,
              scope.map((m) => m.memberId),
            ),
          ),
        )
        .limit(1);
      const a = rows[0];
      if (!a) throw notFound('BP-NFA-404', 'Authorization not found.');
      membersReturned(
        request,
        scope.filter((m) => m.memberId === a.memberId),
      );
      return {
        ...authView(a, patientNames(scope)),
        diagnosis: a.diagnosis,
        unitsRequested: a.unitsRequested,
        unitsApproved: a.unitsApproved,
        history: a.history,
      };
    },
  );
}

/** Prior authorizations: the list with status colours, and one with its history. */
export default async function authorizationRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  listAuthorizations(api, deps);
  authorizationDetail(api, deps);
}
