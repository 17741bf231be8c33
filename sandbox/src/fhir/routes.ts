import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { decideForMember } from '../access/access-policy.ts';
import { callerOf, installAccessControl, membersReturned, visibleMembers } from '../access/route-access.ts';
import { ApiError } from '../api/errors.ts';
import { bearer } from '../api/schemas.ts';
import { coverages, members, users } from '../db/schema.ts';
import { PLAN_NAME_BY_TIER } from '../seed/data.ts';
import { installValidator } from '../validation.ts';

export const SYSTEMS = {
  memberId: 'https://sandbox.example/fhir/sid/member-id',
  contractId: 'https://sandbox.example/fhir/sid/contract-id',
  coverageType: 'https://sandbox.example/fhir/CodeSystem/coverage-type',
  costType: 'https://sandbox.example/fhir/CodeSystem/cost-type',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  relationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
};

const COVERAGE_TYPE_DISPLAY = { hip: 'health insurance plan policy', dental: 'dental care policy', vision: 'vision care policy' } as const;

const PatientQuery = Type.Object(
  { identifier: Type.String({ minLength: 1, maxLength: 200 }), _count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);
const CoverageQuery = Type.Object(
  {
    identifier: Type.String({ minLength: 1, maxLength: 200 }),
    versionId: Type.Optional(Type.String({ maxLength: 10 })),
    _count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    period: Type.Optional(
      Type.String({
        pattern: '^ge[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        description: 'geYYYY-MM-DD: coverages whose period ends on or after the date',
      }),
    ),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('cancelled')])),
  },
  { additionalProperties: false },
);

function operationOutcome(severity: 'error' | 'fatal', code: string, diagnostics: string) {
  return { resourceType: 'OperationOutcome', issue: [{ severity, code, diagnostics }] };
}

/** `system|value` or a bare value. */
function identifierValue(raw: string): string {
  const bar = raw.lastIndexOf('|');
  return bar >= 0 ? raw.slice(bar + 1) : raw;
}

const tags = ['FHIR R4'];

const send = (reply: FastifyReply, body: unknown) => reply.type('application/fhir+json').send(body);

/** Authentication (but for the capability statement), the access policy and FHIR's OperationOutcome errors. */
function installFhirHooks(fhir: FastifyInstance, deps: AppDeps): void {
  installValidator(fhir);
  const isOpenRoute = (url: string) => url.endsWith('/metadata');
  fhir.addHook('onRequest', async (request) => {
    if (request.is404 || isOpenRoute(request.routeOptions.url ?? '')) return;
    await deps.access.authenticate(request);
  });
  // The access policy (src/access/route-access.ts): a search matches, by member or contract id, the
  // members the caller has a tie to (never another family: no lookup tells whether an id exists), the
  // policy keeps those the caller may see, and a search left with none is refused (sandbox/README.md#fhir-r4-fhirr4-bearer-token).
  installAccessControl(fhir, {
    audit: deps.audit,
    isOpenRoute,
    findByIdentifier: (caller, identifier) => {
      const value = identifierValue(identifier);
      return { value, members: [...caller.accessible.values()].filter((m) => m.memberId === value || m.contractId === value) };
    },
  });

  fhir.setErrorHandler((error, _request, reply) => {
    const err = error as { validation?: unknown; statusCode?: number; message: string };
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .type('application/fhir+json')
        .send({
          ...operationOutcome(
            'error',
            error.statusCode === 401 ? 'login' : error.statusCode === 403 ? 'forbidden' : 'processing',
            error.message,
          ),
          code: error.code,
        });
    }
    if (err.validation) {
      return reply
        .code(400)
        .type('application/fhir+json')
        .send(operationOutcome('error', 'invalid', err.message));
    }
    return reply
      .code(500)
      .type('application/fhir+json')
      .send(operationOutcome('fatal', 'exception', 'Internal error.'));
  });
}

/** Patient search by member or contract id: the members the caller may see. */
function patientSearch(fhir: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  fhir.get<{ Querystring: Static<typeof PatientQuery> }>(
    '/Patient',
    {
      config: { access: { kind: 'fhirPatient', action: 'read', subject: 'query.identifier', refusalCode: 'BP-FA-004' } },
      schema: {
        tags,
        security: bearer,
        summary:
          "Patient search by identifier (member id or contract id): the matches the caller may see; 403 BP-FA-004 when there are none (another family's id and an unknown id alike)",
        querystring: PatientQuery,
      },
    },
    async (request, reply) => {
      const visible = visibleMembers(request);
      const usernames = visible.map((m) => m.username).filter((u): u is string => Boolean(u));
      const accounts = usernames.length ? await db.select().from(users).where(inArray(users.username, usernames)) : [];
      const entries = visible.slice(0, request.query._count ?? 50).map((m) => {
        const account = accounts.find((a) => a.username === m.username);
        const telecom = [
          { system: 'phone', value: account?.phone ?? m.address.homePhone ?? '', use: 'mobile' },
          ...(account ? [{ system: 'email', value: account.email, use: 'home' }] : []),
        ].filter((t) => t.value);
        const resource = {
          resourceType: 'Patient',
          id: m.memberId,
          meta: { versionId: '2' },
          identifier: [
            { system: SYSTEMS.memberId, value: m.memberId },
            { system: SYSTEMS.contractId, value: m.contractId },
          ],
          active: m.isActive,
          name: [{ use: 'official', family: m.lastName, given: [m.firstName] }],
          telecom,
          gender: m.gender,
          birthDate: m.birthDate,
          address: [
            {
              use: 'home',
              line: [m.address.address1, ...(m.address.address2 ? [m.address.address2] : [])],
              city: m.address.city,
              state: m.address.stateCode,
              postalCode: m.address.zip,
              country: 'US',
            },
          ],
        };
        return { fullUrl: `${deps.config.publicUrl}/fhir/R4/Patient/${m.memberId}`, resource, search: { mode: 'match' } };
      });
      return send(reply, {
        resourceType: 'Bundle',
        type: 'searchset',
        total: visible.length,
        link: [{ relation: 'self', url: `${deps.config.publicUrl}${request.url}` }],
        entry: entries,
      });
    },
  );
}

/** Coverage search by member or contract id, with the period and status filters. */
function coverageSearch(fhir: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  fhir.get<{ Querystring: Static<typeof CoverageQuery> }>(
    '/Coverage',
    {
      config: { access: { kind: 'fhirCoverage', action: 'read', subject: 'query.identifier', refusalCode: 'BP-FA-006' } },
      schema: {
        tags,
        security: bearer,
        querystring: CoverageQuery,
        summary:
          "Coverage search by identifier (member id or contract id; all plans of that person the caller may see), with period=geYYYY-MM-DD and _count; 403 BP-FA-006 when it matches nobody the caller may see (another family's id and an unknown id alike)",
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const visible = visibleMembers(request);
      // A person's coverages across their plans (the portal filters by contract type and id).
      const usernames = visible.map((m) => m.username).filter((u): u is string => Boolean(u));
      const personPlans = usernames.length ? await db.select().from(members).where(inArray(members.username, usernames)) : [];
      const memberIds = [
        ...new Set(
          [...visible, ...personPlans].filter((m) => decideForMember(caller, 'fhirCoverage', 'read', m).allowed).map((m) => m.memberId),
        ),
      ];
      const filters = [inArray(coverages.memberId, memberIds.length ? memberIds : ['-'])];
      const period = request.query.period?.slice(2);
      if (period) filters.push(gte(coverages.periodEnd, period));
      if (request.query.status) filters.push(eq(coverages.status, request.query.status));
      const rows = await db
        .select()
        .from(coverages)
        .where(and(...filters))
        .orderBy(coverages.memberId, coverages.periodStart);
      const byId = new Map([...visible, ...personPlans].map((m) => [m.memberId, m]));
      const count = request.query._count ?? 50;
      // Audit: the person's other plans whose coverages are returned too (the searched members have theirs).
      membersReturned(
        request,
        rows
          .slice(0, count)
          .map((c) => byId.get(c.memberId))
          .filter((m) => m !== undefined),
      );
      const entries = rows.slice(0, count).map((c) => {
        const m = byId.get(c.memberId);
        const resource = {
          resourceType: 'Coverage',
          id: c.coverageId,
          meta: { versionId: request.query.versionId ?? '2' },
          identifier: [{ system: SYSTEMS.memberId, value: c.memberId }],
          status: c.status,
          type: {
            coding: [{ system: SYSTEMS.coverageType, code: c.typeCode, display: COVERAGE_TYPE_DISPLAY[c.typeCode] }],
            text: c.typeCode === 'hip' ? 'Medical' : c.typeCode === 'dental' ? 'Dental' : 'Vision',
          },
          subscriberId: c.subscriberId,
          beneficiary: { reference: `Patient/${c.memberId}` },
          relationship: { coding: [{ system: SYSTEMS.relationship, code: c.relationship === 'self' ? 'self' : 'child' }] },
          period: { start: c.periodStart, end: c.periodEnd },
          payor: [{ display: PLAN_NAME_BY_TIER[m?.tier1 ?? 'ABCBS'] ?? PLAN_NAME_BY_TIER.ABCBS }],
          class: [
            { type: { coding: [{ system: SYSTEMS.coverageClass, code: 'group' }], text: 'group' }, value: c.groupId, name: c.groupName },
            { type: { coding: [{ system: SYSTEMS.coverageClass, code: 'plan' }], text: 'plan' }, value: c.contractId, name: c.planName },
          ],
          costToBeneficiary: c.costs.map((cost) => ({
            type: { coding: [{ system: SYSTEMS.costType, code: cost.code }], text: cost.text },
            ...(cost.kind === 'money'
              ? { valueMoney: { value: cost.value, currency: 'USD' } }
              : { valueQuantity: { value: cost.value, unit: '%', system: 'http://unitsofmeasure.org', code: '%' } }),
          })),
        };
        return { fullUrl: `${deps.config.publicUrl}/fhir/R4/Coverage/${c.coverageId}`, resource, search: { mode: 'match' } };
      });
      return send(reply, {
        resourceType: 'Bundle',
        type: 'searchset',
        total: rows.length,
        link: [{ relation: 'self', url: `${deps.config.publicUrl}${request.url}` }],
        entry: entries,
      });
    },
  );
}

/** The capability statement: what this server searches (no authentication). */
function capabilityStatement(fhir: FastifyInstance): void {
  fhir.get('/metadata', { schema: { tags, summary: 'CapabilityStatement (no authentication)' } }, async (_request, reply) =>
    send(reply, {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: '2026-01-01',
      kind: 'instance',
      fhirVersion: '4.0.1',
      format: ['json'],
      rest: [
        {
          mode: 'server',
          resource: [
            { type: 'Patient', searchParam: [{ name: 'identifier', type: 'token' }] },
            {
              type: 'Coverage',
              searchParam: [
                { name: 'identifier', type: 'token' },
                { name: 'period', type: 'date' },
              ],
            },
          ],
        },
      ],
    }),
  );
}

/** FHIR R4 Patient and Coverage search at /fhir/R4. */
export function registerFhir(fhir: FastifyInstance, deps: AppDeps): void {
  installFhirHooks(fhir, deps);
  patientSearch(fhir, deps);
  coverageSearch(fhir, deps);
  capabilityStatement(fhir);
}
