import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { memberStateStore } from '../../db/member-state.ts';
import type { StoredAccumulators } from '../../claims/accumulators.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject, membersReturned } from '../../access/route-access.ts';
import { notFound } from '../errors.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';
import { dollarsFromCents } from '@portal/contracts/money';
import { requireRight, rightsOf } from '../member-rights.ts';

const Accumulator = Type.Object({ limit: Type.Number(), met: Type.Number(), remaining: Type.Number() });
const AccumulatorPair = Type.Object({ inNetwork: Accumulator, outOfNetwork: Accumulator });

function acc(pair: { limit: number; met: number }) {
  return {
    limit: dollarsFromCents(pair.limit),
    met: dollarsFromCents(pair.met),
    remaining: dollarsFromCents(Math.max(0, pair.limit - pair.met)),
  };
}

function spending(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/spending',
    {
      config: { access: { kind: 'spending', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['spending'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Deductible and out-of-pocket accumulators for the member and the family (amounts in dollars)',
        response: responses({
          200: Type.Object({
            planYear: Type.Integer(),
            asOf: Type.String(),
            member: Type.Object({
              memberId: Type.String(),
              name: Type.String(),
              deductible: AccumulatorPair,
              outOfPocket: AccumulatorPair,
            }),
            family: Type.Union([Type.Object({ deductible: AccumulatorPair, outOfPocket: AccumulatorPair }), Type.Null()]),
            familyMembers: Type.Array(
              Type.Object({ memberId: Type.String(), name: Type.String(), deductibleMet: Type.Number(), outOfPocketMet: Type.Number() }),
            ),
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
      const familyStates = await Promise.all(
        family.map(async (m) => ({ m, s: await getState<StoredAccumulators>(m.memberId, 'accumulators') })),
      );
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
          deductibleMet: dollarsFromCents(s?.deductible.inNetwork.met ?? 0),
          outOfPocketMet: dollarsFromCents(s?.outOfPocket.inNetwork.met ?? 0),
        })),
        benefitMaximum: stored.benefitMaximum
          ? {
              limit: dollarsFromCents(stored.benefitMaximum.limit),
              used: dollarsFromCents(stored.benefitMaximum.used),
              remaining: dollarsFromCents(stored.benefitMaximum.limit - stored.benefitMaximum.used),
            }
          : null,
      };
    },
  );
}

/** Spending: the deductible and out-of-pocket accumulators of the member and the family. */
export default async function spendingRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  spending(api, deps);
}
