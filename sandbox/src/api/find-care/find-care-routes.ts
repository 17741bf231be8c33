import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { providers } from '../../db/schema.ts';
import { memberStateStore } from '../../db/member-state.ts';
import type { StoredAccumulators } from '../../claims/accumulators.ts';
import { estimateService, lineMemberOwes } from '../../claims/adjudication.ts';
import { planBenefitsOf } from '../../claims/benefits.ts';
import { COST_CATALOGUE } from '../../seed/clinical.ts';
import { memberSubject } from '../../access/route-access.ts';
import { notFound } from '../errors.ts';
import { MemberIdParams, responses, Zip5, bearer } from '../schemas.ts';
import { requireRight, rightsOf } from '../member-rights.ts';

const CostQuery = Type.Object(
  { procedureCode: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{4,6}$' })), zip: Type.Optional(Zip5) },
  { additionalProperties: false },
);

function findCare(api: FastifyInstance): void {
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/find-care',
    {
      config: { access: { kind: 'findCare', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['find care'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Find-care and cost options for the plan',
        response: responses({
          200: Type.Object({
            displayText: Type.String(),
            findCare: Type.Boolean(),
            options: Type.Array(
              Type.Object({
                type: Type.String(),
                displayText: Type.String(),
                description: Type.String(),
                launch: Type.Object({ kind: Type.String(), target: Type.String() }),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const rights = rightsOf(member);
      requireRight(member, rights.findCare || rights.findCareAndCostOptions.length > 0, 'Find care');
      const describe: Record<string, { description: string; launch: { kind: string; target: string } }> = {
        embold: {
          description: 'Compare quality and cost of doctors and procedures.',
          launch: { kind: 'route', target: '/cost-estimates' },
        },
        providerDirectory: {
          description: 'Search doctors, hospitals and pharmacies in your network.',
          launch: { kind: 'sso', target: 'costsearch' },
        },
      };
      return {
        displayText: rights.findCareAndCostDisplayText,
        findCare: rights.findCare,
        options: rights.findCareAndCostOptions.map((o) => ({
          ...o,
          ...(describe[o.type] ?? { description: o.displayText, launch: { kind: 'link', target: '' } }),
        })),
      };
    },
  );
}

function costEstimates(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof CostQuery> }>(
    '/members/:memberId/cost-estimates',
    {
      config: { access: { kind: 'costEstimates', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['find care'],
        security: bearer,
        params: MemberIdParams,
        querystring: CostQuery,
        summary: 'Cost estimates (needs a find-care option of type embold). Without procedureCode: the searchable procedures.',
        response: responses({
          200: Type.Object({
            procedures: Type.Array(Type.Object({ procedureCode: Type.String(), name: Type.String() })),
            estimates: Type.Array(
              Type.Object({
                procedureCode: Type.String(),
                providerName: Type.String(),
                specialty: Type.String(),
                city: Type.String(),
                totalCost: Type.Number(),
                planPays: Type.Number(),
                memberCost: Type.Number({
                  description:
                    'What the member pays: the unmet in-network deductible first, then coinsurance, up to the out-of-pocket maximum',
                }),
                deductibleApplied: Type.Number({ description: 'The part of memberCost that goes toward the deductible' }),
                qualityRating: Type.Integer(),
              }),
            ),
            deductibleRemaining: Type.Number({ description: 'What is left of the in-network deductible this plan year' }),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(
        member,
        rightsOf(member).findCareAndCostOptions.some((o) => o.type === 'embold'),
        'Cost estimates',
      );
      const procedures = COST_CATALOGUE.map((p) => ({ procedureCode: p.code, name: p.name }));
      // What is left of the member's in-network deductible and out-of-pocket maximum this plan year.
      const stored = await getState<StoredAccumulators>(member.memberId, 'accumulators');
      const deductibleRemaining = stored ? Math.max(0, stored.deductible.inNetwork.limit - stored.deductible.inNetwork.met) / 100 : 0;
      const code = request.query.procedureCode;
      if (!code) return { procedures, estimates: [], deductibleRemaining };
      const proc = COST_CATALOGUE.find((p) => p.code === code);
      if (!proc) throw notFound('BP-NFA-404', 'No estimates for that procedure.');
      // Only providers of a specialty that performs the procedure (src/seed/clinical.ts).
      const performers = (await db.select().from(providers).orderBy(providers.providerId))
        .filter((p) => proc.specialties.includes(p.specialty))
        .slice(0, 6);
      // Priced as a claim would be, by the plan's benefits and what the member and the family have paid this plan year.
      const benefits = planBenefitsOf(member);
      const soFar = {
        member: { deductible: stored?.deductible.inNetwork.met ?? 0, outOfPocket: stored?.outOfPocket.inNetwork.met ?? 0 },
        family: { deductible: stored?.familyDeductible.inNetwork.met ?? 0, outOfPocket: stored?.familyOutOfPocket.inNetwork.met ?? 0 },
      };
      const estimates = performers.map((f, i) => {
        const total = Math.round(proc.base * (0.7 + ((i * 37) % 60) / 100));
        const line = estimateService(
          { procedureCode: code, description: proc.name, billedCents: total * 100, allowedCents: total * 100 },
          benefits,
          soFar,
        );
        const memberCost = lineMemberOwes(line) ?? 0;
        return {
          procedureCode: code,
          providerName: f.name,
          specialty: f.specialty,
          city: f.city,
          totalCost: total,
          planPays: line.planPaid ?? 0,
          memberCost,
          deductibleApplied: line.deductible ?? 0,
          qualityRating: 3 + (i % 3),
        };
      });
      return { procedures, estimates: estimates.sort((a, b) => a.memberCost - b.memberCost), deductibleRemaining };
    },
  );
}

/** Find care: the plan's find-care and cost options, and cost estimates by procedure. */
export default async function findCareRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  findCare(api);
  costEstimates(api, deps);
}
