import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { memberStateStore } from '../../db/member-state.ts';
import { memberSubject } from '../../access/route-access.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';
import { requireRight, rightsOf } from '../member-rights.ts';

function healthRecord(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/health-record',
    {
      config: { access: { kind: 'healthRecord', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['health record'],
        security: bearer,
        params: MemberIdParams,
        summary: "Personal health record (own, or a dependent's until age 18)",
        response: responses({
          200: Type.Object({
            memberId: Type.String(),
            name: Type.String(),
            birthDate: Type.String(),
            conditions: Type.Array(Type.Record(Type.String(), Type.Unknown())),
            medications: Type.Array(Type.Record(Type.String(), Type.Unknown())),
            allergies: Type.Array(Type.Record(Type.String(), Type.Unknown())),
            immunizations: Type.Array(Type.Record(Type.String(), Type.Unknown())),
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
      const visits = [...((phr.visits ?? []) as { date?: string }[])].sort((a, b) =>
        String(b.date ?? '').localeCompare(String(a.date ?? '')),
      );
      return {
        memberId: member.memberId,
        name: `${member.firstName} ${member.lastName}`,
        birthDate: member.birthDate,
        conditions: phr.conditions ?? [],
        medications: phr.medications ?? [],
        allergies: phr.allergies ?? [],
        immunizations: phr.immunizations ?? [],
        visits,
      };
    },
  );
}

/** The personal health record: conditions, medications, allergies, immunizations and visits. */
export default async function healthRecordRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  healthRecord(api, deps);
}
