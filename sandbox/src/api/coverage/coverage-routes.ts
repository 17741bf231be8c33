import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { coverages } from '../../db/schema.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject, membersReturned } from '../../access/route-access.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';
import { requireRight, rightsOf } from '../member-rights.ts';

function coverage(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/coverage',
    {
      config: { access: { kind: 'coverage', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['coverage'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Coverage and copays of the plan and who is covered',
        response: responses({
          200: Type.Object({
            plan: Type.Object({
              lobDisplayName: Type.String(),
              groupId: Type.String(),
              groupName: Type.String(),
              contractType: Type.String(),
              origEffDate: Type.String(),
              covTermDate: Type.String(),
              isActive: Type.Boolean(),
            }),
            costShares: Type.Array(
              Type.Object({
                code: Type.String(),
                description: Type.String(),
                copay: Type.Union([Type.Number(), Type.Null()]),
                coinsurancePercent: Type.Union([Type.Number(), Type.Null()]),
              }),
            ),
            coveredMembers: Type.Array(
              Type.Object({
                memberId: Type.String(),
                name: Type.String(),
                relationship: Type.String(),
                birthDate: Type.String(),
                isActive: Type.Boolean(),
                origEffDate: Type.String(),
                covTermDate: Type.String(),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).whosCovered, 'Coverage and copays');
      const cov = (
        await db
          .select()
          .from(coverages)
          .where(and(eq(coverages.memberId, member.memberId), eq(coverages.status, member.isActive ? 'active' : 'cancelled')))
          .limit(1)
      )[0];
      // Who is covered, as far as the policy lets the caller see each member's coverage (as FHIR Coverage does).
      const covered = membersCovered(caller, 'coverage', member);
      membersReturned(request, covered);
      return {
        plan: {
          lobDisplayName: member.lobDisplayName,
          groupId: member.groupId,
          groupName: member.groupName,
          contractType: member.contractType,
          origEffDate: member.origEffDate,
          covTermDate: member.covTermDate,
          isActive: member.isActive,
        },
        costShares: (cov?.costs ?? []).map((c) => ({
          code: c.code,
          description: c.text,
          copay: c.kind === 'money' ? c.value : null,
          coinsurancePercent: c.kind === 'percent' ? c.value : null,
        })),
        coveredMembers: covered.map((m) => ({
          memberId: m.memberId,
          name: `${m.firstName} ${m.lastName}`,
          relationship: m.relationship,
          birthDate: m.birthDate,
          isActive: m.isActive,
          origEffDate: m.origEffDate,
          covTermDate: m.covTermDate,
        })),
      };
    },
  );
}

function coverageAbroad(api: FastifyInstance): void {
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/coverage-abroad',
    {
      config: { access: { kind: 'coverageAbroad', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['coverage'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Coverage when traveling abroad',
        response: responses({
          200: Type.Object({
            covered: Type.Boolean(),
            programName: Type.String(),
            phone: Type.String(),
            collectPhone: Type.String(),
            website: Type.String(),
            steps: Type.Array(Type.String()),
          }),
        }),
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

/** Coverage: the plan's copays and who is covered, and coverage abroad. */
export default async function coverageRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  coverage(api, deps);
  coverageAbroad(api);
}
