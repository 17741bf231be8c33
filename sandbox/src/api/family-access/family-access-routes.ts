import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { members, users } from '../../db/schema.ts';
import { ageOn } from '../../seed/dates.ts';
import { callerOf } from '../../access/route-access.ts';
import { coded, notFound } from '../errors.ts';
import { Ok, ok, responses, UserIdParams, bearer } from '../schemas.ts';
import { accessibleMemberView, rosterOf } from '../users/memberships.ts';

const FamilyAccessBody = Type.Object(
  { memberId: Type.String({ minLength: 1, maxLength: 32 }), enabled: Type.Boolean() },
  { additionalProperties: false },
);

const tags = ['users'];

function saveFamilyAccess(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof FamilyAccessBody> }>(
    '/users/:userId/family-access',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId', alsoEach: 'body.memberId' },
        auditEvent: 'family-access.changed',
        errorCode: 'OPT-0002',
      },
      schema: {
        tags,
        security: bearer,
        summary: "Let the policyholder see this adult dependent's claims (family access)",
        params: UserIdParams,
        body: FamilyAccessBody,
        response: responses({ 200: Ok }, [400, 401, 403, 422]),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      // The access policy has checked that body.memberId is one of the caller's own plans.
      const plan = ctx.own.find((m) => m.memberId === request.body.memberId);
      if (!plan) throw new Error('family-access: no own plan for an allowed member');
      if (plan.isPolicyHolder || ageOn(plan.birthDate) < 18) {
        throw coded('OPT-0003');
      }
      await db.update(members).set({ familyAccessEnabled: request.body.enabled }).where(eq(members.memberId, plan.memberId));
      await db.update(users).set({ familyAccess: request.body.enabled }).where(eq(users.username, ctx.username));
      deps.state.generation += 1;
      return ok('Your family access preference has been updated.');
    },
  );
}

function dependents(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/dependents',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } },
      schema: {
        tags,
        security: bearer,
        summary:
          "The family roster: everyone on the user's plans and the contracts they hold, across plans (adult dependents too, by name)",
        params: UserIdParams,
        response: responses({ 200: Type.Object({ members: Type.Array(Type.Unsafe({ $ref: 'AccessibleMember#' })) }) }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      if (!ctx.own.length) throw notFound('BP-NFA-404', 'No plans found.');
      const ids = [...ctx.accessible.keys()];
      const rows = ids.length ? await db.select().from(members).where(inArray(members.memberId, ids)) : [];
      return { members: rosterOf(ctx, rows).map((m) => accessibleMemberView(ctx, m)) };
    },
  );
}

/** Family access: an adult dependent shares their records with the policyholder; the policyholder's dependents. */
export default async function familyAccessRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  saveFamilyAccess(api, deps);
  dependents(api, deps);
}
