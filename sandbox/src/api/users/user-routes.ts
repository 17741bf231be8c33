import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { hashSecret, newPasswordProblem, verifySecret } from '../../auth/passwords.ts';
import { members, users } from '../../db/schema.ts';
import { accountNotices, emailNotice } from './account-notices.ts';
import { callerOf, routeLabel } from '../../access/route-access.ts';
import { recordSessionsRevoked, type AuditAction } from '../../audit/audit-trail.ts';
import type { CallErrorCode } from '@portal/contracts/error-catalogue';
import { fieldError, notFound } from '../errors.ts';
import { ContractType, CurrentPassword, NewPassword, Ok, ok, responses } from '../schemas.ts';
import { accessibleMemberView, actingFor, toMembership } from './memberships.ts';
import { confirmCurrentPassword, endOtherSessions, loadUser } from './account-checks.ts';
import { accountRoute } from '../route-options.ts';

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

/**
 * A change to the account that the current password confirms (a new password, deleting the account):
 * the account's own change, audited, and its form's problems answered as CHP-0001.
 */
function passwordConfirmedChange(auditEvent: AuditAction, callErrorCode: CallErrorCode) {
  return { access: { kind: 'account', action: 'change' }, auditEvent, errorCode: 'CHP-0001', callErrorCode } as const;
}

function memberships(api: FastifyInstance, deps: AppDeps): void {
  accountRoute(api, 'GET /users/:userId/memberships', {
    config: { access: { kind: 'account', action: 'read' }, callErrorCode: 'BP-NFA-002' },
    schema: {
      tags,
      summary: 'Plans of the signed-in user (active and inactive)',
      response: responses({ 200: Type.Object({ userMemberships: Type.Array(Type.Unsafe({ $ref: 'Membership#' })) }) }),
    },
    handler: async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      return { userMemberships: ctx.own.map((m) => toMembership(m, user)) };
    },
  });
}

function accessRights(api: FastifyInstance): void {
  accountRoute(api, 'GET /users/:userId/accessrights/:companyId/:memberId/:contractType', {
    config: { access: { kind: 'account', action: 'read', alsoEach: 'params.memberId' }, callErrorCode: 'BP-NFA-001' },
    schema: {
      tags,
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
    handler: async (request) => {
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
  });
}

function changePassword(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/password', {
    config: passwordConfirmedChange('password.changed', 'BP-NFA-021'),
    schema: {
      tags,
      summary: "Change password (ends the account's other sessions)",
      body: PasswordBody,
      response: responses({ 200: Ok }, [400, 401, 403, 422, 429]),
    },
    handler: async (request, reply) => {
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
      await emailNotice(db, user.email, accountNotices.passwordChanged);
      return ok('Your password has been updated.');
    },
  });
}

function deleteAccount(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'DELETE /users/:userId', {
    config: passwordConfirmedChange('account.deleted', 'BP-NFA-022'),
    schema: {
      tags,
      body: DeleteAccountBody,
      response: responses({ 200: Ok }, [400, 401, 403, 429]),
      summary:
        'Delete the online account, confirmed with the current password (400 CHP-0004 when wrong; the coverage stays; every session ends)',
    },
    handler: async (request, reply) => {
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
      await emailNotice(db, user.email, accountNotices.accountDeleted);
      return ok('Your account has been deleted.');
    },
  });
}

/** The signed-in user: plan memberships, access rights, password change and deleting the account. */
export default async function userRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  memberships(api, deps);
  accessRights(api);
  changePassword(api, deps);
  deleteAccount(api, deps);
}
