import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { claims, coverages, hraTransactions, priorAuths, providers } from '../db/schema.ts';
import { memberStateStore } from '../db/member-state.ts';
import type { StoredAccumulators } from '../claims/accumulators.ts';
import { estimateService, lineMemberOwes } from '../claims/adjudication.ts';
import { planBenefitsOf } from '../claims/benefits.ts';
import { COST_CATALOGUE } from '../seed/clinical.ts';
import { firstOfNextMonth, insurerToday } from '../seed/dates.ts';
import type { Rights } from '../seed/rights.ts';
import { appealDeadline } from '../services/claim-appeals.ts';
import { renderEob } from '../services/eob-pdf.ts';
import { membersCovered } from '../access/access-policy.ts';
import { memberSubject, membersReturned } from '../access/route-access.ts';
import type { MemberRow } from './access.ts';
import { callError, coded, fieldError, forbidden, notFound } from './errors.ts';
import { IsoDate, MemberIdParams, PageInfo, Paging, responses, Zip5 } from './schemas.ts';
import { statusColor } from './status-colors.ts';

export function rightsOf(member: MemberRow): Rights {
  return member.rights as unknown as Rights;
}

export function requireRight(_member: MemberRow, allowed: boolean, feature: string): void {
  if (!allowed) throw forbidden('BP-NFA-403', `${feature} is not available for this plan.`);
}

const dollars = (cents: number) => Math.round(cents) / 100;
/** An amount that is null until it is known (a pending claim's figures). */
const dollarsOrNull = (cents: number | null) => (cents === null ? null : dollars(cents));
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
  line: Type.Integer(), procedureCode: Type.String(), description: Type.String(), billed: Type.Number(), allowed: NullableMoney,
  planPaid: NullableMoney, deductible: NullableMoney, copay: NullableMoney, coinsurance: NullableMoney, notCovered: NullableMoney,
  remarkCode: Type.Optional(Type.String()),
});

const ClaimDetail = Type.Object({
  ...ClaimSummary.properties,
  providerNpi: Type.String(),
  lines: Type.Array(ClaimLine),
  appealDeadline: Type.Union([Type.String(), Type.Null()]),
  eobUrl: Type.Union([Type.String(), Type.Null()]),
});

const ClaimParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }), claimId: Type.String({ minLength: 1, maxLength: 40 }) });
const AuthParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }), authId: Type.String({ minLength: 1, maxLength: 40 }) });

const Accumulator = Type.Object({ limit: Type.Number(), met: Type.Number(), remaining: Type.Number() });
const AccumulatorPair = Type.Object({ inNetwork: Accumulator, outOfNetwork: Accumulator });

const PriorAuth = Type.Object({
  authId: Type.String(), memberId: Type.String(), patientName: Type.String(), status: Type.String(),
  statusLabelColor: Type.Union([Type.Literal('green'), Type.Literal('grey'), Type.Literal('purple'), Type.Literal('red'), Type.Literal(false)]),
  category: Type.String(), service: Type.String(), requestingProvider: Type.String(), facility: Type.String(),
  requestedDate: Type.String(), decisionDate: Type.Union([Type.String(), Type.Null()]), startDate: Type.String(),
  endDate: Type.Union([Type.String(), Type.Null()]),
});

const Provider = Type.Object({
  providerId: Type.String(), npi: Type.String(), name: Type.String(), specialty: Type.String(), isPcp: Type.Boolean(),
  acceptingNewPatients: Type.Boolean(), address1: Type.String(), city: Type.String(), stateCode: Type.String(), zip: Type.String(),
  phone: Type.String(), languages: Type.Array(Type.String()), networks: Type.Array(Type.String()), gender: Type.String(),
});

const ProviderQuery = Type.Object(
  {
    ...Paging,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    specialty: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    zip: Type.Optional(Zip5),
    pcpOnly: Type.Optional(Type.Boolean()),
    acceptingNewPatients: Type.Optional(Type.Boolean()),
    language: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

const PcpBody = Type.Object({ providerId: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });
const CostQuery = Type.Object(
  { procedureCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{4,6}$' })), zip: Type.Optional(Zip5) },
  { additionalProperties: false },
);


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
    billed: dollars(c.billedCents),
    allowed: dollarsOrNull(c.allowedCents),
    planPaid: dollarsOrNull(c.planPaidCents),
    memberOwe: dollarsOrNull(c.memberOweCents),
    hasEob: c.hasEob,
  };
}


function acc(pair: { limit: number; met: number }) {
  return { limit: dollars(pair.limit), met: dollars(pair.met), remaining: dollars(Math.max(0, pair.limit - pair.met)) };
}

export function registerCareRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const bearer = [{ bearerAuth: [] }];

  const state = memberStateStore(db);
  const getState = state.get;

  const names = (list: MemberRow[]) => new Map(list.map((m) => [m.memberId, `${m.firstName} ${m.lastName}`]));

  // ---- Claims ----
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof ClaimsQuery> }>(
    '/members/:memberId/claims',
    {
      config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId', alsoEach: 'query.patientMemberId' }, errorCode: 'BP-NFA-400' },
      schema: {
        tags: ['claims'], security: bearer, params: MemberIdParams, querystring: ClaimsQuery,
        summary: 'Claims of the member (a policyholder also sees dependents under 18 and adult dependents with family access), with filters and paging',
        response: responses({ 200: Type.Object({ claims: Type.Array(ClaimSummary), ...PageInfo, totals: Type.Object({ billed: Type.Number(), planPaid: Type.Number(), memberOwe: Type.Number() }) }) }),
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
      if (q.from && q.to && q.from > q.to) throw callError(400, 'BP-NFA-400', 'The start date must be before the end date.', [{ field: 'from', message: 'Must be on or before "to".' }]);
      const where = and(...filters);
      const order = q.sort === 'serviceDate:asc' ? [asc(claims.serviceDate)] : q.sort === 'memberOwe:desc' ? [sql`${claims.memberOweCents} desc nulls last`] : q.sort === 'billed:desc' ? [desc(claims.billedCents)] : [desc(claims.serviceDate)];
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 10;
      const all = await db.select().from(claims).where(where).orderBy(...order, desc(claims.claimId));
      const total = all.length;
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      const n = names(scope);
      // Audit: every member whose claims are listed or counted in the totals.
      membersReturned(request, scope.filter((m) => all.some((c) => c.memberId === m.memberId)));
      return {
        claims: slice.map((c) => claimView(c, n)),
        page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)),
        totals: {
          billed: dollars(all.reduce((a, c) => a + c.billedCents, 0)),
          // Decided claims only: a pending claim has no paid or owed figure yet.
          planPaid: dollars(all.reduce((a, c) => a + (c.planPaidCents ?? 0), 0)),
          memberOwe: dollars(all.reduce((a, c) => a + (c.memberOweCents ?? 0), 0)),
        },
      };
    },
  );

  async function loadClaim(request: FastifyRequest, claimId: string) {
    const { caller, member } = memberSubject(request);
    requireRight(member, rightsOf(member).claims, 'Claims');
    const scope = membersCovered(caller, 'claims', member);
    const rows = await db.select().from(claims).where(and(eq(claims.claimId, claimId), inArray(claims.memberId, scope.map((m) => m.memberId)))).limit(1);
    if (!rows[0]) throw notFound('BP-NFA-404', 'Claim not found.');
    // Audit: the patient, who may be a dependent in the policyholder's view.
    membersReturned(request, scope.filter((m) => m.memberId === rows[0]!.memberId));
    return { claim: rows[0], scope };
  }

  api.get<{ Params: Static<typeof ClaimParams> }>(
    '/members/:memberId/claims/:claimId',
    { config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } }, schema: { tags: ['claims'], security: bearer, summary: 'Claim detail with service lines', params: ClaimParams, response: responses({ 200: ClaimDetail }) } },
    async (request) => {
      const { claim, scope } = await loadClaim(request, request.params.claimId);
      return {
        ...claimView(claim, names(scope)),
        providerNpi: claim.providerNpi,
        lines: claim.lines,
        appealDeadline: claim.processedDate ? appealDeadline(claim.processedDate) : null,
        eobUrl: claim.hasEob ? `/member/portal/v1/members/${request.params.memberId}/claims/${claim.claimId}/eob` : null,
      };
    },
  );

  api.get<{ Params: Static<typeof ClaimParams> }>(
    '/members/:memberId/claims/:claimId/eob',
    {
      config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['claims'], security: bearer, summary: 'Explanation of benefits (application/pdf); EOB-0001 when none exists', params: ClaimParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { claim, scope } = await loadClaim(request, request.params.claimId);
      if (!claim.hasEob) throw coded('EOB-0001');
      const patient = scope.find((m) => m.memberId === claim.memberId)!;
      const pdf = await renderEob(claim, patient);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="EOB-${claim.claimId}.pdf"`)
        .send(pdf);
    },
  );

  // ---- Spending and deductibles ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/spending',
    {
      config: { access: { kind: 'spending', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['spending'], security: bearer, params: MemberIdParams,
        summary: 'Deductible and out-of-pocket accumulators for the member and the family (amounts in dollars)',
        response: responses({
          200: Type.Object({
            planYear: Type.Integer(), asOf: Type.String(),
            member: Type.Object({ memberId: Type.String(), name: Type.String(), deductible: AccumulatorPair, outOfPocket: AccumulatorPair }),
            family: Type.Union([Type.Object({ deductible: AccumulatorPair, outOfPocket: AccumulatorPair }), Type.Null()]),
            familyMembers: Type.Array(Type.Object({ memberId: Type.String(), name: Type.String(), deductibleMet: Type.Number(), outOfPocketMet: Type.Number() })),
            benefitMaximum: Type.Union([Type.Object({ limit: Type.Number(), used: Type.Number(), remaining: Type.Number() }), Type.Null()]),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).deductible, 'Spending details');
      const stored = await getState<StoredAccumulators>(member.memberId, 'accumulators');
      if (!stored) throw notFound('BP-NFA-404', 'No spending information for this plan.');
      // The family breakdown lists only the members whose spending the policy lets the caller see.
      const family = membersCovered(caller, 'spending', member);
      const familyStates = await Promise.all(family.map(async (m) => ({ m, s: await getState<StoredAccumulators>(m.memberId, 'accumulators') })));
      membersReturned(request, family);
      const hasFamily = family.length > 1 && stored.familyDeductible.inNetwork.limit > 0;
      return {
        planYear: stored.planYear,
        asOf: stored.asOf,
        member: {
          memberId: member.memberId,
          name: `${member.firstName} ${member.lastName}`,
          deductible: { inNetwork: acc(stored.deductible.inNetwork), outOfNetwork: acc(stored.deductible.outOfNetwork) },
          outOfPocket: { inNetwork: acc(stored.outOfPocket.inNetwork), outOfNetwork: acc(stored.outOfPocket.outOfNetwork) },
        },
        family: hasFamily
          ? {
              deductible: { inNetwork: acc(stored.familyDeductible.inNetwork), outOfNetwork: acc(stored.familyDeductible.outOfNetwork) },
              outOfPocket: { inNetwork: acc(stored.familyOutOfPocket.inNetwork), outOfNetwork: acc(stored.familyOutOfPocket.outOfNetwork) },
            }
          : null,
        familyMembers: familyStates.map(({ m, s }) => ({
          memberId: m.memberId,
          name: `${m.firstName} ${m.lastName}`,
          deductibleMet: dollars(s?.deductible.inNetwork.met ?? 0),
          outOfPocketMet: dollars(s?.outOfPocket.inNetwork.met ?? 0),
        })),
        benefitMaximum: stored.benefitMaximum
          ? { limit: dollars(stored.benefitMaximum.limit), used: dollars(stored.benefitMaximum.used), remaining: dollars(stored.benefitMaximum.limit - stored.benefitMaximum.used) }
          : null,
      };
    },
  );

  // ---- Health reimbursement account ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/hra',
    {
      config: { access: { kind: 'hra', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['spending'], security: bearer, params: MemberIdParams, summary: 'Health reimbursement account balance and transactions',
        response: responses({
          200: Type.Object({
            accountNumber: Type.String(), planYear: Type.Integer(), balance: Type.Number(), annualAllocation: Type.Number(), rollover: Type.Number(),
            transactions: Type.Array(Type.Object({ id: Type.String(), date: Type.String(), description: Type.String(), amount: Type.Number(), claimId: Type.Union([Type.String(), Type.Null()]) })),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).healthReimbursementAccount, 'The health reimbursement account');
      // The account is the contract's, kept under the policyholder's row.
      const holder = member.isPolicyHolder ? member : caller.own.find((m) => m.contractId === member.contractId && m.isPolicyHolder) ?? member;
      const account = await getState<{ accountNumber: string; planYear: number; annualAllocationCents: number; rolloverCents: number }>(holder.memberId, 'hra');
      if (!account) throw notFound('BP-NFA-404', 'There is no health reimbursement account for this plan.');
      const tx = await db.select().from(hraTransactions).where(eq(hraTransactions.memberId, holder.memberId)).orderBy(desc(hraTransactions.date));
      const balanceCents = account.rolloverCents + tx.reduce((a, t) => a + t.amountCents, 0);
      // A reimbursement names its claim only when the caller may read that claim (an adult dependent's
      // claims are theirs until they turn on family access).
      const claimIds = tx.flatMap((t) => (t.claimId ? [t.claimId] : []));
      const readable = new Set(membersCovered(caller, 'claims', member).map((m) => m.memberId));
      const claimOwners = claimIds.length ? await db.select({ claimId: claims.claimId, memberId: claims.memberId }).from(claims).where(inArray(claims.claimId, claimIds)) : [];
      const shownClaimIds = new Set(claimOwners.filter((c) => readable.has(c.memberId)).map((c) => c.claimId));
      return {
        accountNumber: account.accountNumber,
        planYear: account.planYear,
        balance: dollars(balanceCents),
        annualAllocation: dollars(account.annualAllocationCents),
        rollover: dollars(account.rolloverCents),
        transactions: tx.map((t) => ({ id: t.id, date: t.date, description: t.description, amount: dollars(t.amountCents), claimId: t.claimId && shownClaimIds.has(t.claimId) ? t.claimId : null })),
      };
    },
  );

  // ---- Prior authorizations ----
  const AuthQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 80 })), ...Paging }, { additionalProperties: false });
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof AuthQuery> }>(
    '/members/:memberId/prior-authorizations',
    {
      config: { access: { kind: 'authorizations', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['authorizations'], security: bearer, params: MemberIdParams, querystring: AuthQuery,
        summary: 'Prior authorizations with SPEC section 4 statuses and label colours',
        response: responses({ 200: Type.Object({ authorizations: Type.Array(PriorAuth), ...PageInfo }) }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).inpatientMedicalAdmissionRequest, 'Authorizations');
      const scope = membersCovered(caller, 'authorizations', member);
      const rows = await db.select().from(priorAuths).where(inArray(priorAuths.memberId, scope.map((m) => m.memberId))).orderBy(desc(priorAuths.requestedDate));
      const filtered = request.query.status ? rows.filter((r) => r.status.toLowerCase() === request.query.status!.toLowerCase()) : rows;
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const n = names(scope);
      const pageRows = filtered.slice((page - 1) * pageSize, page * pageSize);
      membersReturned(request, scope.filter((m) => pageRows.some((a) => a.memberId === m.memberId)));
      return {
        authorizations: pageRows.map((a) => authView(a, n)),
        page, pageSize, total: filtered.length, totalPages: Math.max(1, Math.ceil(filtered.length / pageSize)),
      };
    },
  );

  function authView(a: typeof priorAuths.$inferSelect, n: Map<string, string>) {
    return {
      authId: a.authId, memberId: a.memberId, patientName: n.get(a.memberId) ?? '', status: a.status, statusLabelColor: statusColor(a.status),
      category: a.category, service: a.service, requestingProvider: a.requestingProvider, facility: a.facility,
      requestedDate: a.requestedDate, decisionDate: a.decisionDate, startDate: a.startDate, endDate: a.endDate,
    };
  }

  api.get<{ Params: Static<typeof AuthParams> }>(
    '/members/:memberId/prior-authorizations/:authId',
    {
      config: { access: { kind: 'authorizations', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['authorizations'], security: bearer, params: AuthParams, summary: 'Prior authorization detail with its history',
        response: responses({
          200: Type.Object({
            ...PriorAuth.properties, diagnosis: Type.String(), unitsRequested: Type.Integer(), unitsApproved: Type.Integer(),
            history: Type.Array(Type.Object({ date: Type.String(), status: Type.String(), note: Type.String() })),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).inpatientMedicalAdmissionRequest, 'Authorizations');
      const scope = membersCovered(caller, 'authorizations', member);
      const rows = await db.select().from(priorAuths).where(and(eq(priorAuths.authId, request.params.authId), inArray(priorAuths.memberId, scope.map((m) => m.memberId)))).limit(1);
      const a = rows[0];
      if (!a) throw notFound('BP-NFA-404', 'Authorization not found.');
      membersReturned(request, scope.filter((m) => m.memberId === a.memberId));
      return { ...authView(a, names(scope)), diagnosis: a.diagnosis, unitsRequested: a.unitsRequested, unitsApproved: a.unitsApproved, history: a.history };
    },
  );

  // ---- Primary care provider and provider search ----
  api.get<{ Querystring: Static<typeof ProviderQuery> }>(
    '/providers',
    {
      config: { access: { kind: 'providerDirectory', action: 'read', subject: 'none' } },
      schema: {
        tags: ['find care'], security: bearer, querystring: ProviderQuery, summary: 'Search in-network providers (primary care search with pcpOnly=true)',
        response: responses({ 200: Type.Object({ providers: Type.Array(Provider), ...PageInfo }) }, [400, 401]),
      },
    },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [];
      const like = (v: string) => `%${v.replace(/[%_\\]/g, '\\$&')}%`;
      if (q.name) filters.push(ilike(providers.name, like(q.name)));
      if (q.specialty) filters.push(ilike(providers.specialty, like(q.specialty)));
      if (q.city) filters.push(ilike(providers.city, like(q.city)));
      if (q.zip) filters.push(eq(providers.zip, q.zip));
      if (q.pcpOnly) filters.push(eq(providers.isPcp, true));
      if (q.acceptingNewPatients !== undefined) filters.push(eq(providers.acceptingNewPatients, q.acceptingNewPatients));
      const where = filters.length ? and(...filters) : undefined;
      let rows = await db.select().from(providers).where(where).orderBy(providers.name);
      if (q.language) rows = rows.filter((p) => p.languages.some((l) => l.toLowerCase() === q.language!.toLowerCase()));
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 10;
      return { providers: rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) };
    },
  );

  const PcpResponse = Type.Object({ memberId: Type.String(), provider: Type.Union([Provider, Type.Null()]), effectiveDate: Type.Union([Type.String(), Type.Null()]) });

  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/pcp',
    { config: { access: { kind: 'pcp', action: 'read', subject: 'params.memberId' } }, schema: { tags: ['find care'], security: bearer, params: MemberIdParams, summary: 'Current primary care provider', response: responses({ 200: PcpResponse }) } },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).choosePrimaryCareProvider, 'Choosing a primary care provider');
      const pcp = await getState<{ providerId: string; effectiveDate: string }>(member.memberId, 'pcp');
      const provider = pcp ? (await db.select().from(providers).where(eq(providers.providerId, pcp.providerId)).limit(1))[0] ?? null : null;
      return { memberId: member.memberId, provider, effectiveDate: pcp?.effectiveDate ?? null };
    },
  );

  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof PcpBody> }>(
    '/members/:memberId/pcp',
    {
      config: { access: { kind: 'pcp', action: 'change', subject: 'params.memberId' }, errorCode: 'UPD-0020' },
      schema: { tags: ['find care'], security: bearer, params: MemberIdParams, body: PcpBody, summary: 'Choose a primary care provider (effective the first of next month)', response: responses({ 200: PcpResponse }, [400, 401, 403, 404, 422]) },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).choosePrimaryCareProvider, 'Choosing a primary care provider');
      const provider = (await db.select().from(providers).where(eq(providers.providerId, request.body.providerId)).limit(1))[0];
      if (!provider) throw fieldError('UPD-0021', 'providerId', 'Unknown provider.');
      if (!provider.isPcp) throw coded('UPD-0022');
      if (!provider.acceptingNewPatients) throw coded('UPD-0023');
      // The first of next month as the month is in Central time: on the last evening of a month UTC is
      // already in the next one, and would promise a date a month late.
      const effectiveDate = firstOfNextMonth(insurerToday());
      await state.put(member.memberId, 'pcp', { providerId: provider.providerId, effectiveDate });
      return { memberId: member.memberId, provider, effectiveDate };
    },
  );

  // ---- Find care and cost estimates ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/find-care',
    {
      config: { access: { kind: 'findCare', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['find care'], security: bearer, params: MemberIdParams, summary: 'Find-care and cost options for the plan',
        response: responses({
          200: Type.Object({
            displayText: Type.String(), findCare: Type.Boolean(),
            options: Type.Array(Type.Object({ type: Type.String(), displayText: Type.String(), description: Type.String(), launch: Type.Object({ kind: Type.String(), target: Type.String() }) })),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const rights = rightsOf(member);
      requireRight(member, rights.findCare || rights.findCareAndCostOptions.length > 0, 'Find care');
      const describe: Record<string, { description: string; launch: { kind: string; target: string } }> = {
        embold: { description: 'Compare quality and cost of doctors and procedures.', launch: { kind: 'route', target: '/cost-estimates' } },
        providerDirectory: { description: 'Search doctors, hospitals and pharmacies in your network.', launch: { kind: 'sso', target: 'costsearch' } },
      };
      return {
        displayText: rights.findCareAndCostDisplayText,
        findCare: rights.findCare,
        options: rights.findCareAndCostOptions.map((o) => ({ ...o, ...(describe[o.type] ?? { description: o.displayText, launch: { kind: 'link', target: '' } }) })),
      };
    },
  );

  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof CostQuery> }>(
    '/members/:memberId/cost-estimates',
    {
      config: { access: { kind: 'costEstimates', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['find care'], security: bearer, params: MemberIdParams, querystring: CostQuery,
        summary: 'Cost estimates (needs a find-care option of type embold). Without procedureCode: the searchable procedures.',
        response: responses({
          200: Type.Object({
            procedures: Type.Array(Type.Object({ procedureCode: Type.String(), name: Type.String() })),
            estimates: Type.Array(Type.Object({
              procedureCode: Type.String(), providerName: Type.String(), specialty: Type.String(), city: Type.String(), totalCost: Type.Number(), planPays: Type.Number(),
              memberCost: Type.Number({ description: 'What the member pays: the unmet in-network deductible first, then coinsurance, up to the out-of-pocket maximum' }),
              deductibleApplied: Type.Number({ description: 'The part of memberCost that goes toward the deductible' }), qualityRating: Type.Integer(),
            })),
            deductibleRemaining: Type.Number({ description: 'What is left of the in-network deductible this plan year' }),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).findCareAndCostOptions.some((o) => o.type === 'embold'), 'Cost estimates');
      const procedures = COST_CATALOGUE.map((p) => ({ procedureCode: p.code, name: p.name }));
      // What is left of the member's in-network deductible and out-of-pocket maximum this plan year.
      const stored = await getState<StoredAccumulators>(member.memberId, 'accumulators');
      const deductibleRemaining = stored ? Math.max(0, stored.deductible.inNetwork.limit - stored.deductible.inNetwork.met) / 100 : 0;
      const code = request.query.procedureCode;
      if (!code) return { procedures, estimates: [], deductibleRemaining };
      const proc = COST_CATALOGUE.find((p) => p.code === code);
      if (!proc) throw notFound('BP-NFA-404', 'No estimates for that procedure.');
      // Only providers of a specialty that performs the procedure (src/seed/clinical.ts).
      const performers = (await db.select().from(providers).orderBy(providers.providerId)).filter((p) => proc.specialties.includes(p.specialty)).slice(0, 6);
      // Priced as a claim would be, by the plan's benefits and what the member and the family have paid this plan year.
      const benefits = planBenefitsOf(member);
      const soFar = {
        member: { deductible: stored?.deductible.inNetwork.met ?? 0, outOfPocket: stored?.outOfPocket.inNetwork.met ?? 0 },
        family: { deductible: stored?.familyDeductible.inNetwork.met ?? 0, outOfPocket: stored?.familyOutOfPocket.inNetwork.met ?? 0 },
      };
      const estimates = performers.map((f, i) => {
        const total = Math.round(proc.base * (0.7 + ((i * 37) % 60) / 100));
        const line = estimateService({ procedureCode: code, description: proc.name, billedCents: total * 100, allowedCents: total * 100 }, benefits, soFar);
        const memberCost = lineMemberOwes(line) ?? 0;
        return {
          procedureCode: code, providerName: f.name, specialty: f.specialty, city: f.city, totalCost: total,
          planPays: line.planPaid ?? 0, memberCost, deductibleApplied: line.deductible ?? 0, qualityRating: 3 + (i % 3),
        };
      });
      return { procedures, estimates: estimates.sort((a, b) => a.memberCost - b.memberCost), deductibleRemaining };
    },
  );

  // ---- Personal health record ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/health-record',
    {
      config: { access: { kind: 'healthRecord', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['health record'], security: bearer, params: MemberIdParams,
        summary: 'Personal health record (own, or a dependent\'s until age 18)',
        response: responses({
          200: Type.Object({
            memberId: Type.String(), name: Type.String(), birthDate: Type.String(),
            conditions: Type.Array(Type.Record(Type.String(), Type.Unknown())), medications: Type.Array(Type.Record(Type.String(), Type.Unknown())),
            allergies: Type.Array(Type.Record(Type.String(), Type.Unknown())), immunizations: Type.Array(Type.Record(Type.String(), Type.Unknown())),
            visits: Type.Array(Type.Record(Type.String(), Type.Unknown())),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      const viewerPlan = caller.own.find((m) => m.contractId === member.contractId) ?? member;
      requireRight(member, rightsOf(viewerPlan).personalHealthRecord, 'The personal health record');
      const phr = (await getState<Record<string, unknown[]>>(member.memberId, 'phr')) ?? {};
      // Visits newest first, whatever order they were recorded in.
      const visits = [...((phr.visits ?? []) as { date?: string }[])].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
      return {
        memberId: member.memberId, name: `${member.firstName} ${member.lastName}`, birthDate: member.birthDate,
        conditions: phr.conditions ?? [], medications: phr.medications ?? [], allergies: phr.allergies ?? [],
        immunizations: phr.immunizations ?? [], visits,
      };
    },
  );

  // ---- Coverage and copays, who's covered ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/coverage',
    {
      config: { access: { kind: 'coverage', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['coverage'], security: bearer, params: MemberIdParams, summary: 'Coverage and copays of the plan and who is covered',
        response: responses({
          200: Type.Object({
            plan: Type.Object({ lobDisplayName: Type.String(), groupId: Type.String(), groupName: Type.String(), contractType: Type.String(), origEffDate: Type.String(), covTermDate: Type.String(), isActive: Type.Boolean() }),
            costShares: Type.Array(Type.Object({ code: Type.String(), description: Type.String(), copay: Type.Union([Type.Number(), Type.Null()]), coinsurancePercent: Type.Union([Type.Number(), Type.Null()]) })),
            coveredMembers: Type.Array(Type.Object({ memberId: Type.String(), name: Type.String(), relationship: Type.String(), birthDate: Type.String(), isActive: Type.Boolean(), origEffDate: Type.String(), covTermDate: Type.String() })),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).whosCovered, 'Coverage and copays');
      const cov = (await db.select().from(coverages).where(and(eq(coverages.memberId, member.memberId), eq(coverages.status, member.isActive ? 'active' : 'cancelled'))).limit(1))[0];
      // Who is covered, as far as the policy lets the caller see each member's coverage (as FHIR Coverage does).
      const covered = membersCovered(caller, 'coverage', member);
      membersReturned(request, covered);
      return {
        plan: { lobDisplayName: member.lobDisplayName, groupId: member.groupId, groupName: member.groupName, contractType: member.contractType, origEffDate: member.origEffDate, covTermDate: member.covTermDate, isActive: member.isActive },
        costShares: (cov?.costs ?? []).map((c) => ({ code: c.code, description: c.text, copay: c.kind === 'money' ? c.value : null, coinsurancePercent: c.kind === 'percent' ? c.value : null })),
        coveredMembers: covered.map((m) => ({ memberId: m.memberId, name: `${m.firstName} ${m.lastName}`, relationship: m.relationship, birthDate: m.birthDate, isActive: m.isActive, origEffDate: m.origEffDate, covTermDate: m.covTermDate })),
      };
    },
  );

  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/coverage-abroad',
    {
      config: { access: { kind: 'coverageAbroad', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['coverage'], security: bearer, params: MemberIdParams, summary: 'Coverage when traveling abroad',
        response: responses({ 200: Type.Object({ covered: Type.Boolean(), programName: Type.String(), phone: Type.String(), collectPhone: Type.String(), website: Type.String(), steps: Type.Array(Type.String()) }) }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).coverageWhenTravelingAbroad, 'Coverage abroad');
      return {
        covered: member.isActive,
        programName: 'Global Core',
        phone: '18008106577',
        collectPhone: '18044820550',
        website: 'https://www.example.com/global-core',
        steps: [
          'Carry your member ID card when you travel.',
          'For inpatient care, call the Global Core service center before you are admitted.',
          'For outpatient care, pay the provider and file a claim with the international claim form.',
          'Keep itemised bills and receipts, translated into English where possible.',
        ],
      };
    },
  );
}
