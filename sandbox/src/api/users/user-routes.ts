import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { hashSecret, newPasswordProblem, verifySecret } from '../../auth/passwords.ts';
import { members, users } from '../../db/schema.ts';
import { send } from '../../services/outbox.ts';
import { callerOf, routeLabel } from '../../access/route-access.ts';
import { recordSessionsRevoked } from '../../audit/audit-trail.ts';
import { fieldError, notFound } from '../errors.ts';
import { ContractType, CurrentPassword, NewPassword, Ok, ok, responses, UserIdParams, bearer } from '../schemas.ts';
import { accessibleMemberView, actingFor, toMembership } from './memberships.ts';
import { confirmCurrentPassword, endOtherSessions, loadUser } from './account-checks.ts';

const AccessRightsParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  companyId: Type.String({ minLength: 1, maxLength: 16 }),
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  contractType: ContractType,
});

const PasswordBody = Type.Object({ currentPassword: CurrentPassword, newPassword: NewPassword }, { additionalProperties: false });

/** Deleting the account asks for the password again, as every other change to the account does. */
const DeleteAccountBody = Type.Object({ currentPassword: CurrentPassword }, { additionalProperties: false });

const tags = ['users'];

function memberships(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/memberships',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' }, callErrorCode: 'BP-NFA-002' },
      schema: {
        tags,
        security: bearer,
        summary: 'Plans of the signed-in user (active and inactive)',
        params: UserIdParams,
        response: responses({ 200: Type.Object({ userMemberships: Type.Array(Type.Unsafe({ $ref: 'Membership#' })) }) }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      return { userMemberships: ctx.own.map((m) => toMembership(m, user)) };
    },
  );
}

function accessRights(api: FastifyInstance): void {
  api.get<{ Params: Static<typeof AccessRightsParams> }>(
    '/users/:userId/accessrights/:companyId/:memberId/:contractType',
    {
      config: {
        access: { kind: 'account', action: 'read', subject: 'params.userId', alsoEach: 'params.memberId' },
        callErrorCode: 'BP-NFA-001',
      },
      schema: {
        tags,
        security: bearer,
        summary:
          "Access rights for one of the user's plans: the members the user acts for (self and dependents under 18) and the rights record",
        params: AccessRightsParams,
        response: responses({
          200: Type.Object({
            memberId: Type.String(),
            accessibleMembers: Type.Array(Type.Unsafe({ $ref: 'AccessibleMember#' })),
            rights: Type.Unsafe({ $ref: 'Rights#' }),
          }),
        }),
      },
    },
    async (request) => {
      const { companyId, memberId, contractType } = request.params;
      const ctx = callerOf(request);
      // The access policy has checked that memberId is one of the caller's own plans.
      const plan = ctx.own.find((m) => m.memberId === memberId);
      if (!plan || plan.companyId !== companyId || plan.contractType !== contractType)
        throw notFound('BP-NFA-404', 'No plan with this company and contract type.');
      const family = plan.isPolicyHolder ? [...ctx.accessible.values()].filter((m) => m.contractId === plan.contractId) : [plan];
      return {
        memberId: plan.memberId,
        accessibleMembers: actingFor(ctx, family).map((m) => accessibleMemberView(ctx, m)),
        rights: plan.rights,
      };
    },
  );
}

function changePassword(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof PasswordBody> }>(
    '/users/:userId/password',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId' },
        auditEvent: 'password.changed',
        errorCode: 'CHP-0001',
        callErrorCode: 'BP-NFA-021',
      },
      schema: {
        tags,
        security: bearer,
        summary: "Change password (ends the account's other sessions)",
        params: UserIdParams,
        body: PasswordBody,
        response: responses({ 200: Ok }, [400, 401, 403, 422, 429]),
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      const problem = newPasswordProblem(newPassword);
      if (problem) throw fieldError('CHP-0002', 'newPassword', problem);
      if (newPassword === currentPassword)
        throw fieldError('CHP-0003', 'newPassword', 'The new password must be different from the current password.');
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, currentPassword);
      const reused = await Promise.all(user.passwordHistory.slice(0, 5).map((old) => verifySecret(newPassword, old)));
      if (reused.some(Boolean)) throw fieldError('CHP-0005', 'newPassword', 'This password was used too recently. Choose a different one.');
      const hash = await hashSecret(newPassword);
      await db
        .update(users)
        .set({ passwordHash: hash, passwordHistory: [user.passwordHash, ...user.passwordHistory].slice(0, 5) })
        .where(eq(users.username, ctx.username));
      await endOtherSessions(deps, request, ctx.username);
      await send(db, {
        to: user.email,
        channel: 'email',
        subject: 'Your password was changed',
        body: 'The password for your member portal account was changed. If this was not you, contact us right away.',
      });
      return ok('Your password has been updated.');
    },
  );
}

function deleteAccount(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.delete<{ Params: Static<typeof UserIdParams>; Body: Static<typeof DeleteAccountBody> }>(
    '/users/:userId',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId' },
        auditEvent: 'account.deleted',
        errorCode: 'CHP-0001',
        callErrorCode: 'BP-NFA-022',
      },
      schema: {
        tags,
        security: bearer,
        params: UserIdParams,
        body: DeleteAccountBody,
        response: responses({ 200: Ok }, [400, 401, 403, 429]),
        summary:
          'Delete the online account, confirmed with the current password (400 CHP-0004 when wrong; the coverage stays; every session ends)',
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ username: null, familyAccessEnabled: false }).where(eq(members.username, ctx.username));
        await tx.delete(users).where(eq(users.username, ctx.username));
      });
      // Every session of the account ends: the username is free again, and a later account of the
      // same name must not inherit this one's tokens (sandbox/README.md#sessions).
      const ended = await deps.grants.revokeAccountGrants(ctx.username);
      recordSessionsRevoked(deps.audit, ended, {
        actor: ctx.username,
        actorRole: 'member',
        subjectUsername: ctx.username,
        route: routeLabel(request.method, request.routeOptions.url),
        status: 200,
      });
      deps.state.generation += 1;
      await send(db, {
        to: user.email,
        channel: 'email',
        subject: 'Your account was deleted',
        body: 'Your member portal account has been deleted. Your coverage is not affected.',
      });
      return ok('Your account has been deleted.');
    },
  );
}

/** The signed-in user: plan memberships, access rights, password change and deleting the account. */
export default async function userRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  memberships(api, deps);
  accessRights(api);
  changePassword(api, deps);
  deleteAccount(api, deps);
}
