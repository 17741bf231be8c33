import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { partnersOfProgram } from '../../services/handoff-eligibility.ts';
import { memberSubject } from '../../access/route-access.ts';
import { rightsOf } from '../member-rights.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';

function programs(api: FastifyInstance): void {
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/programs',
    {
      config: { access: { kind: 'programs', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['programs'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Programs the member is eligible for (content ids for the content catalogue)',
        response: responses({
          200: Type.Object({
            programs: Type.Array(Type.Object({ programId: Type.String(), ssoKey: Type.Union([Type.String(), Type.Null()]) })),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      return {
        programs: rightsOf(member).programs.map((p) => ({ programId: p.programId, ssoKey: partnersOfProgram(p.programId)[0] ?? null })),
      };
    },
  );
}

/** Programs the member's plan offers, with their partner sites. */
export default async function programRoutes(api: FastifyInstance): Promise<void> {
  programs(api);
}
