import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { providers } from '../../db/schema.ts';
import { memberStateStore } from '../../db/member-state.ts';
import { firstOfNextMonth, insurerToday } from '../../seed/dates.ts';
import { memberSubject } from '../../access/route-access.ts';
import { coded, fieldError } from '../errors.ts';
import { MemberIdParams, PageInfo, Paging, responses, Zip5, bearer } from '../schemas.ts';
import { requireRight, rightsOf } from '../member-rights.ts';

const Provider = Type.Object({
  providerId: Type.String(),
  npi: Type.String(),
  name: Type.String(),
  specialty: Type.String(),
  isPcp: Type.Boolean(),
  acceptingNewPatients: Type.Boolean(),
  address1: Type.String(),
  city: Type.String(),
  stateCode: Type.String(),
  zip: Type.String(),
  phone: Type.String(),
  languages: Type.Array(Type.String()),
  networks: Type.Array(Type.String()),
  gender: Type.String(),
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

const PcpResponse = Type.Object({
  memberId: Type.String(),
  provider: Type.Union([Provider, Type.Null()]),
  effectiveDate: Type.Union([Type.String(), Type.Null()]),
});

function searchProviders(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Querystring: Static<typeof ProviderQuery> }>(
    '/providers',
    {
      config: { access: { kind: 'providerDirectory', action: 'read', subject: 'none' } },
      schema: {
        tags: ['find care'],
        security: bearer,
        querystring: ProviderQuery,
        summary: 'Search in-network providers (primary care search with pcpOnly=true)',
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
      return {
        providers: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: rows.length,
        totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      };
    },
  );
}

function currentPcp(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/pcp',
    {
      config: { access: { kind: 'pcp', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['find care'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Current primary care provider',
        response: responses({ 200: PcpResponse }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).choosePrimaryCareProvider, 'Choosing a primary care provider');
      const pcp = await getState<{ providerId: string; effectiveDate: string }>(member.memberId, 'pcp');
      const provider = pcp
        ? ((await db.select().from(providers).where(eq(providers.providerId, pcp.providerId)).limit(1))[0] ?? null)
        : null;
      return { memberId: member.memberId, provider, effectiveDate: pcp?.effectiveDate ?? null };
    },
  );
}

function choosePcp(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const state = memberStateStore(db);
  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof PcpBody> }>(
    '/members/:memberId/pcp',
    {
      config: { access: { kind: 'pcp', action: 'change', subject: 'params.memberId' }, errorCode: 'UPD-0020' },
      schema: {
        tags: ['find care'],
        security: bearer,
        params: MemberIdParams,
        body: PcpBody,
        summary: 'Choose a primary care provider (effective the first of next month)',
        response: responses({ 200: PcpResponse }, [400, 401, 403, 404, 422]),
      },
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
}

/** Provider search and the member's primary care provider (see and choose). */
export default async function pcpRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  searchProviders(api, deps);
  currentPcp(api, deps);
  choosePcp(api, deps);
}
