import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { claims } from '../../db/schema.ts';
import { appealDeadline } from '../../services/claim-appeals.ts';
import { renderEob } from '../../services/eob-pdf.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject, membersReturned } from '../../access/route-access.ts';
import { callError, coded, notFound } from '../errors.ts';
import { IsoDate, MemberIdParams, PageInfo, Paging, responses, bearer } from '../schemas.ts';
import { dollarsFromCents } from '@portal/contracts/money';
import { requireRight, rightsOf } from '../member-rights.ts';
import { patientNames } from '../patient-names.ts';

/** An amount that is null until it is known (a pending claim's figures). */
const dollarsOrNull = (cents: number | null) => (cents === null ? null : dollarsFromCents(cents));
const NullableMoney = Type.Union([Type.Number(), Type.Null()]);

const ClaimStatus = Type.Union(['Processed', 'Pending', 'Denied', 'Adjusted'].map((s) => Type.Literal(s)));
const ClaimType = Type.Union(['Medical', 'Pharmacy', 'Dental', 'Vision'].map((s) => Type.Literal(s)));

const ClaimsQuery = Type.Object(
  {
    ...Paging,
    status: Type.Optional(ClaimStatus),
    claimType: Type.Optional(ClaimType),
    patientMemberId: Type.Optional(Type.String({ maxLength: 32 })),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    providerName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    sort: Type.Optional(Type.Union(['serviceDate:desc', 'serviceDate:asc', 'memberOwe:desc', 'billed:desc'].map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);

const ClaimSummary = Type.Object({
  claimId: Type.String(),
  memberId: Type.String(),
  patientName: Type.String(),
  claimType: Type.String(),
  status: Type.String(),
  serviceDate: Type.String(),
  receivedDate: Type.String(),
  processedDate: Type.Union([Type.String(), Type.Null()]),
  providerName: Type.String(),
  billed: Type.Number(),
  /** Null while the claim is pending (status "Pending"): not decided, so not known. */
  allowed: NullableMoney,
  planPaid: NullableMoney,
  memberOwe: NullableMoney,
  hasEob: Type.Boolean(),
});

/** A service line; every figure but `billed` is null while the claim is pending. */
const ClaimLine = Type.Object({
  line: Type.Integer(),
  procedureCode: Type.String(),
  description: Type.String(),
  billed: Type.Number(),
  allowed: NullableMoney,
  planPaid: NullableMoney,
  deductible: NullableMoney,
  copay: NullableMoney,
  coinsurance: NullableMoney,
  notCovered: NullableMoney,
  remarkCode: Type.Optional(Type.String()),
});

const ClaimDetail = Type.Object({
  ...ClaimSummary.properties,
  providerNpi: Type.String(),
  lines: Type.Array(ClaimLine),
  appealDeadline: Type.Union([Type.String(), Type.Null()]),
  eobUrl: Type.Union([Type.String(), Type.Null()]),
});

const ClaimParams = Type.Object({
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  claimId: Type.String({ minLength: 1, maxLength: 40 }),
});

function claimView(c: typeof claims.$inferSelect, names: Map<string, string>) {
  return {
    claimId: c.claimId,
    memberId: c.memberId,
    patientName: names.get(c.memberId) ?? '',
    claimType: c.claimType,
    status: c.status,
    serviceDate: c.serviceDate,
    receivedDate: c.receivedDate,
    processedDate: c.processedDate,
    providerName: c.providerName,
    billed: dollarsFromCents(c.billedCents),
    allowed: dollarsOrNull(c.allowedCents),
    planPaid: dollarsOrNull(c.planPaidCents),
    memberOwe: dollarsOrNull(c.memberOweCents),
    hasEob: c.hasEob,
  };
}

async function loadClaim(deps: AppDeps, request: FastifyRequest, claimId: string) {
  const { db } = deps.database;
  const { caller, member } = memberSubject(request);
  requireRight(member, rightsOf(member).claims, 'Claims');
  const scope = membersCovered(caller, 'claims', member);
  const rows = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.claimId, claimId),
        inArray(
          claims.memberId,
          scope.map((m) => m.memberId),
        ),
      ),
    )
    .limit(1);
  if (!rows[0]) throw notFound('BP-NFA-404', 'Claim not found.');
  // Audit: the patient, who may be a dependent in the policyholder's view.
  membersReturned(
    request,
    scope.filter((m) => m.memberId === rows[0]!.memberId),
  );
  return { claim: rows[0], scope };
}

function listClaims(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof ClaimsQuery> }>(
    '/members/:memberId/claims',
    {
      config: {
        access: { kind: 'claims', action: 'read', subject: 'params.memberId', alsoEach: 'query.patientMemberId' },
        errorCode: 'BP-NFA-400',
      },
      schema: {
        tags: ['claims'],
        security: bearer,
        params: MemberIdParams,
        querystring: ClaimsQuery,
        summary:
          'Claims of the member (a policyholder also sees dependents under 18 and adult dependents with family access), with filters and paging',
        response: responses({
          200: Type.Object({
            claims: Type.Array(ClaimSummary),
            ...PageInfo,
            totals: Type.Object({ billed: Type.Number(), planPaid: Type.Number(), memberOwe: Type.Number() }),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).claims, 'Claims');
      const scope = membersCovered(caller, 'claims', member);
      const q = request.query;
      let ids = scope.map((m) => m.memberId);
      // The policy has allowed patientMemberId; the filter narrows this view to it (empty when it is outside the view).
      if (q.patientMemberId) ids = ids.filter((id) => id === q.patientMemberId);
      const filters: SQL[] = [inArray(claims.memberId, ids.length ? ids : ['-'])];
      if (q.status) filters.push(eq(claims.status, q.status));
      if (q.claimType) filters.push(eq(claims.claimType, q.claimType));
      if (q.from) filters.push(gte(claims.serviceDate, q.from));
      if (q.to) filters.push(lte(claims.serviceDate, q.to));
      if (q.providerName) filters.push(ilike(claims.providerName, `%${q.providerName.replace(/[%_\\]/g, '\\$&')}%`));
      if (q.from && q.to && q.from > q.to)
        throw callError(400, 'BP-NFA-400', 'The start date must be before the end date.', [
          { field: 'from', message: 'Must be on or before "to".' },
        ]);
      const where = and(...filters);
      const order =
        q.sort === 'serviceDate:asc'
          ? [asc(claims.serviceDate)]
          : q.sort === 'memberOwe:desc'
            ? [sql`${claims.memberOweCents} desc nulls last`]
            : q.sort === 'billed:desc'
              ? [desc(claims.billedCents)]
              : [desc(claims.serviceDate)];
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 10;
      const all = await db
        .select()
        .from(claims)
        .where(where)
        .orderBy(...order, desc(claims.claimId));
      const total = all.length;
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      const n = patientNames(scope);
      // Audit: every member whose claims are listed or counted in the totals.
      membersReturned(
        request,
        scope.filter((m) => all.some((c) => c.memberId === m.memberId)),
      );
      return {
        claims: slice.map((c) => claimView(c, n)),
        page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        totals: {
          billed: dollarsFromCents(all.reduce((a, c) => a + c.billedCents, 0)),
          // Decided claims only: a pending claim has no paid or owed figure yet.
          planPaid: dollarsFromCents(all.reduce((a, c) => a + (c.planPaidCents ?? 0), 0)),
          memberOwe: dollarsFromCents(all.reduce((a, c) => a + (c.memberOweCents ?? 0), 0)),
        },
      };
    },
  );
}

function claimDetail(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof ClaimParams> }>(
    '/members/:memberId/claims/:claimId',
    {
      config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['claims'],
        security: bearer,
        summary: 'Claim detail with service lines',
        params: ClaimParams,
        response: responses({ 200: ClaimDetail }),
      },
    },
    async (request) => {
      const { claim, scope } = await loadClaim(deps, request, request.params.claimId);
      return {
        ...claimView(claim, patientNames(scope)),
        providerNpi: claim.providerNpi,
        lines: claim.lines,
        appealDeadline: claim.processedDate ? appealDeadline(claim.processedDate) : null,
        eobUrl: claim.hasEob ? `/member/portal/v1/members/${request.params.memberId}/claims/${claim.claimId}/eob` : null,
      };
    },
  );
}

function claimEob(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof ClaimParams> }>(
    '/members/:memberId/claims/:claimId/eob',
    {
      config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['claims'],
        security: bearer,
        summary: 'Explanation of benefits (application/pdf); EOB-0001 when none exists',
        params: ClaimParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { claim, scope } = await loadClaim(deps, request, request.params.claimId);
      if (!claim.hasEob) throw coded('EOB-0001');
      const patient = scope.find((m) => m.memberId === claim.memberId)!;
      const pdf = await renderEob(claim, patient);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="EOB-${claim.claimId}.pdf"`)
        .send(pdf);
    },
  );
}

/** Claims: the list with filters, paging and totals, a claim's detail with its lines, and its EOB (PDF). */
export default async function claimsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  listClaims(api, deps);
  claimDetail(api, deps);
  claimEob(api, deps);
}
