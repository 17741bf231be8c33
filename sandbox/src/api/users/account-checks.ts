import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { verifySecret } from '../../auth/passwords.ts';
import type { ThrottleCheck } from '../../auth/throttle-policy.ts';
import { users } from '../../db/schema.ts';
import { routeLabel } from '../../access/route-access.ts';
import { recordSessionsRevoked } from '../../audit/audit-trail.ts';
import { fieldError, notFound } from '../errors.ts';
import { refuseWhenThrottled } from '../throttling.ts';
import { clientAddress } from '../../http/client-address.ts';

export async function loadUser(deps: AppDeps, username: string) {
  const { db } = deps.database;
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!rows[0]) throw notFound('BP-NFA-404', 'User not found.');
  return rows[0];
}

/**
 * The current password, asked again before a change to the account (its password, email, phone,
 * security questions, or deleting it): wrong is 400 CHP-0004
 * on the currentPassword field, and counts as a failed identity check (src/auth/throttle-policy.ts).
 */
export async function confirmCurrentPassword(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { username: string; passwordHash: string },
  password: string,
) {
  const failureChecks: ThrottleCheck[] = [
    ['identityFailuresPerAddress', clientAddress(request, deps.config.portalGatewayKey)],
    ['currentPasswordFailuresPerAccount', user.username],
  ];
  refuseWhenThrottled(deps.state.throttles, reply, failureChecks);
  if (await verifySecret(password, user.passwordHash)) return;
  deps.state.throttles.record(failureChecks);
  throw fieldError('CHP-0004', 'currentPassword', 'The current password is incorrect.');
}

/**
 * Ends every sign-in session of the account but the caller's own (sandbox/README.md#sessions): after a
 * password, email or phone change, whoever else was signed in has to sign in again.
 */
export async function endOtherSessions(deps: AppDeps, request: FastifyRequest, username: string) {
  const own = await deps.access.grantIdOf(request.headers.authorization);
  const ended = await deps.grants.revokeAccountGrants(username, { except: own });
  recordSessionsRevoked(deps.audit, ended, {
    actor: username,
    actorRole: 'member',
    subjectUsername: username,
    route: routeLabel(request.method, request.routeOptions.url),
    status: 200,
  });
}
