import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { triesRemainingSentence } from '@portal/contracts/error-catalogue';
import { securityAnswerMaxLength } from '@portal/contracts/field-rules';
import type { AppDeps } from '../../app.ts';
import { hashSecret, newPasswordProblem, normaliseAnswer, verifySecret } from '../../auth/passwords.ts';
import { isLocked, NO_SIGN_IN_FAILURES } from '../../auth/sign-in-lock.ts';
import type { ThrottleCheck } from '../../auth/throttle-policy.ts';
import { routeLabel } from '../../access/route-access.ts';
import { recordSessionsRevoked } from '../../audit/audit-trail.ts';
import { members, users } from '../../db/schema.ts';
import { checkDecoyPasscode, checkPasscode, decoyPasscode, issuePasscode, send } from '../../services/outbox.ts';
import { coded, codedMessage, fieldError } from '../errors.ts';
import { Email, IsoDate, NewPassword, Ok, ok, Phone10, responses, Text, MemberId } from '../schemas.ts';
import { refuseWhenThrottled } from '../throttling.ts';
import { clientAddress } from '../../http/client-address.ts';

/** Wrong security answers a recovery token survives: the third ends it (start again with a new passcode). */
export const MAX_SECURITY_ANSWER_ATTEMPTS = 3;

/** Forgot username: the date of birth with the email or the mobile phone on file; the member id, when given, must be the account's. */
const ForgotUsernameBody = Type.Object(
  {
    email: Type.Optional(Email),
    mobilePhone: Type.Optional(Phone10),
    dateOfBirth: IsoDate,
    memberId: Type.Optional(MemberId),
  },
  { additionalProperties: false },
);
const PasscodeRequestBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    dateOfBirth: IsoDate,
    channel: Type.Union([Type.Literal('email'), Type.Literal('text')]),
  },
  { additionalProperties: false },
);
const PasscodeVerifyBody = Type.Object(
  { recoveryId: Type.String({ minLength: 10, maxLength: 64 }), passcode: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
const ResetPasswordBody = Type.Object(
  {
    recoveryToken: Type.String({ minLength: 10, maxLength: 128 }),
    answer1: Text(securityAnswerMaxLength),
    answer2: Text(securityAnswerMaxLength),
    newPassword: NewPassword,
  },
  { additionalProperties: false },
);

const tags = ['public'];

function recoverUsername(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof ForgotUsernameBody> }>(
    '/public/account-recovery/username',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags,
        body: ForgotUsernameBody,
        response: responses({ 200: Ok }, [400, 429]),
        summary:
          'Forgot username: send it to the email or mobile phone given, when the details match an account; the same 200 answer whether or not they do',
      },
    },
    async (request, reply) => {
      const { email, mobilePhone, dateOfBirth, memberId } = request.body;
      if (!email === !mobilePhone) {
        throw fieldError('FOR-0001', 'email', 'Give the email address or the mobile phone number on your account (one of them).');
      }
      // Every request counts: each may send a message. Details that match no account count as a
      // failed identity check of the address too (src/auth/throttle-policy.ts).
      const checks: ThrottleCheck[] = [
        ['usernameRemindersPerAddress', addressOf(request)],
        ['usernameRemindersPerDestination', email ?? mobilePhone ?? ''],
      ];
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)]];
      refuseWhenThrottled(throttles, reply, [...checks, ...failureChecks]);
      throttles.record(checks);
      const contact = email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : eq(users.phone, mobilePhone ?? '');
      const rows = await db
        .select()
        .from(users)
        .where(and(contact, eq(users.birthDate, dateOfBirth)));
      let user: (typeof rows)[number] | undefined = rows[0];
      if (user && memberId) {
        const held = await db
          .select({ memberId: members.memberId })
          .from(members)
          .where(and(eq(members.username, user.username), eq(members.memberId, memberId.toUpperCase())));
        if (held.length === 0) user = undefined;
      }
      // One answer for a match and no match (sandbox/README.md#throttling-and-enumeration): it names only what
      // the caller typed, never an account's masked address.
      const answer = ok(
        email
          ? 'If the details match an account, we sent its username to the email address you gave.'
          : 'If the details match an account, we sent its username by text to the mobile phone number you gave.',
      );
      if (!user) {
        throttles.record(failureChecks);
        return answer;
      }
      const body = `Your member portal username is ${user.username}.`;
      await send(
        db,
        email
          ? { to: user.email, channel: 'email', subject: 'Your username', body }
          : { to: user.phone, channel: 'text', subject: 'Your username', body },
      );
      return answer;
    },
  );
}

function requestRecoveryPasscode(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof PasscodeRequestBody> }>(
    '/public/account-recovery/password/passcode',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags,
        body: PasscodeRequestBody,
        response: responses({ 200: Type.Object({ recoveryId: Type.String(), message: Type.String() }) }, [400, 422, 429]),
        summary:
          'Forgot password step 1: send a one-time passcode to the email or phone on file, when the username and date of birth match an account; the same 200 answer (a recovery id and a message) whether or not they do, except 422 LOG-0016 (how to reach member portal help) for an account with neither an email address nor a mobile phone on file',
      },
    },
    async (request, reply) => {
      // Every request counts, found or not (a send); a passcode that is then used is forgiven.
      // Details that match no account count as a failed identity check of the address too.
      const requestChecks: ThrottleCheck[] = [
        ['recoveryPasscodeSendsPerAddress', addressOf(request)],
        ['passcodeSendsPerAccount', request.body.username],
      ];
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)]];
      refuseWhenThrottled(throttles, reply, [...requestChecks, ...failureChecks]);
      throttles.record(requestChecks);
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.username, request.body.username), eq(users.birthDate, request.body.dateOfBirth)));
      const user = rows[0];
      const address = request.body.channel === 'email' ? user?.email : user?.phone;
      // One answer for a match and no match (sandbox/README.md#throttling-and-enumeration): never the account's
      // masked address. No match, or no address for the channel, gets a decoy recovery id that the
      // verify step answers as a passcode nobody knows.
      const message =
        request.body.channel === 'email'
          ? 'If the username and date of birth match an account, we sent a passcode to the email address on file.'
          : 'If the username and date of birth match an account, we sent a passcode by text to the mobile phone on file.';
      // Matching details are the point where the answer may differ: a member with neither an email
      // address nor a mobile phone on file would wait for a passcode that cannot come.
      if (user && !user.email && !user.phone) throw coded('LOG-0016');
      if (!user || !address) {
        throttles.record(failureChecks);
        const recoveryId = randomUUID();
        deps.state.recoveryPasscodes.set(recoveryId, {
          username: request.body.username,
          sendChecks: requestChecks,
          decoy: decoyPasscode(),
        });
        return { recoveryId, message };
      }
      const destinationChecks: ThrottleCheck[] = [['passcodeSendsPerDestination', address]];
      refuseWhenThrottled(throttles, reply, destinationChecks);
      throttles.record(destinationChecks);
      const recoveryId = await issuePasscode(db, { username: user.username, purpose: 'recovery', channel: request.body.channel, address });
      deps.state.recoveryPasscodes.set(recoveryId, { username: user.username, sendChecks: [...requestChecks, ...destinationChecks] });
      return { recoveryId, message };
    },
  );
}

function verifyRecoveryPasscode(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof PasscodeVerifyBody> }>(
    '/public/account-recovery/password/verify',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags,
        summary: 'Forgot password step 2: verify the passcode; returns the security questions',
        body: PasscodeVerifyBody,
        response: responses(
          { 200: Type.Object({ recoveryToken: Type.String(), securityQuestions: Type.Array(Type.String()) }) },
          [400, 404, 429],
        ),
      },
    },
    async (request, reply) => {
      const pending = deps.state.recoveryPasscodes.get(request.body.recoveryId);
      if (!pending) throw coded('FOR-0004');
      const failureChecks: ThrottleCheck[] = [
        ['identityFailuresPerAddress', addressOf(request)],
        ['passcodeFailuresPerAccount', pending.username],
      ];
      refuseWhenThrottled(throttles, reply, failureChecks);
      const result = pending.decoy
        ? checkDecoyPasscode(pending.decoy)
        : await checkPasscode(db, request.body.recoveryId, request.body.passcode);
      if (!result.ok) {
        if (result.reason === 'incorrect' || result.reason === 'exceeded') throttles.record(failureChecks);
        if (result.reason === 'incorrect') {
          const n = result.attemptsRemaining;
          throw fieldError('LOG-0010', 'passcode', `${codedMessage('LOG-0010')} ${triesRemainingSentence(n, 'attempt')}`, n);
        }
        deps.state.recoveryPasscodes.delete(request.body.recoveryId);
        if (result.reason === 'expired') throw fieldError('LOG-0012', 'passcode', codedMessage('LOG-0012'));
        throw fieldError('LOG-0011', 'passcode', codedMessage('LOG-0011'));
      }
      deps.state.recoveryPasscodes.delete(request.body.recoveryId);
      throttles.forgive(pending.sendChecks);
      const rows = await db.select().from(users).where(eq(users.username, pending.username));
      const user = rows[0];
      if (!user) throw coded('FOR-0002');
      const recoveryToken = randomBytes(24).toString('base64url');
      deps.state.recoveryTokens.set(recoveryToken, { username: user.username, expiresAt: Date.now() + 10 * 60_000, wrongAnswers: 0 });
      return { recoveryToken, securityQuestions: user.securityQuestions.map((q) => q.question) };
    },
  );
}

function resetForgottenPassword(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof ResetPasswordBody> }>(
    '/public/account-recovery/password/reset',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags,
        summary:
          'Forgot password step 3: answer the security questions and set a new password (also unlocks the account and ends every session); the third wrong answer ends the recovery (FOR-0004)',
        body: ResetPasswordBody,
        response: responses({ 200: Ok }, [400, 404, 429]),
      },
    },
    async (request, reply) => {
      const token = deps.state.recoveryTokens.get(request.body.recoveryToken);
      if (!token || token.expiresAt < Date.now()) throw coded('FOR-0004');
      const failureChecks: ThrottleCheck[] = [
        ['identityFailuresPerAddress', addressOf(request)],
        ['securityAnswerFailuresPerAccount', token.username],
      ];
      refuseWhenThrottled(throttles, reply, failureChecks);
      const rows = await db.select().from(users).where(eq(users.username, token.username));
      const user = rows[0];
      if (!user) throw coded('FOR-0002');
      const [q1, q2] = user.securityQuestions;
      const [a1, a2] = await Promise.all([
        q1 ? verifySecret(normaliseAnswer(request.body.answer1), q1.answerHash) : false,
        q2 ? verifySecret(normaliseAnswer(request.body.answer2), q2.answerHash) : false,
      ]);
      const route = routeLabel(request.method, request.routeOptions.url);
      if (!a1 || !a2) {
        throttles.record(failureChecks);
        token.wrongAnswers += 1;
        const triesLeft = MAX_SECURITY_ANSWER_ATTEMPTS - token.wrongAnswers;
        // A failed identity check: anonymous, naming the account it was about (as a failed sign-in).
        deps.audit.record({
          actor: 'anonymous',
          actorRole: 'anonymous',
          subjectUsername: user.username,
          action: 'password.reset',
          outcome: 'failure',
          route,
          status: triesLeft <= 0 ? 404 : 400,
        });
        if (triesLeft <= 0) {
          // The recovery attempt is used up: the next try needs a new passcode.
          deps.state.recoveryTokens.delete(request.body.recoveryToken);
          throw coded('FOR-0004');
        }
        throw coded('FOR-0003', {
          validationErrors: [
            ...(!a1 ? [{ field: 'answer1', message: 'This answer does not match.' }] : []),
            ...(!a2 ? [{ field: 'answer2', message: 'This answer does not match.' }] : []),
          ],
          attemptsRemaining: triesLeft,
        });
      }
      const problem = newPasswordProblem(request.body.newPassword);
      if (problem) throw fieldError('FOR-0005', 'newPassword', problem);
      const reused = await Promise.all(
        [user.passwordHash, ...user.passwordHistory.slice(0, 5)].map((old) => verifySecret(request.body.newPassword, old)),
      );
      if (reused.some(Boolean)) throw fieldError('FOR-0006', 'newPassword', 'This password was used too recently. Choose a different one.');
      deps.state.recoveryTokens.delete(request.body.recoveryToken);
      await db
        .update(users)
        .set({
          passwordHash: await hashSecret(request.body.newPassword),
          passwordHistory: [user.passwordHash, ...user.passwordHistory].slice(0, 5),
          ...NO_SIGN_IN_FAILURES,
        })
        .where(eq(users.username, user.username));
      // Whoever knew the old password is signed out everywhere (sandbox/README.md#sessions).
      const ended = await deps.grants.revokeAccountGrants(user.username);
      // Audit (sandbox/README.md#audit-trail): the member proved who they are with the passcode and the answers.
      const who = { actor: user.username, actorRole: 'member', subjectUsername: user.username, route, status: 200 } as const;
      deps.audit.record({ ...who, action: 'password.reset', outcome: 'success' });
      if (isLocked(user)) deps.audit.record({ ...who, action: 'account.unlocked', outcome: 'success' });
      recordSessionsRevoked(deps.audit, ended, who);
      await send(db, {
        to: user.email,
        channel: 'email',
        subject: 'Your password was reset',
        body: 'Your member portal password was reset and your account is unlocked. You have been signed out everywhere.',
      });
      return ok('Your password has been reset. You can sign in now.');
    },
  );
}

/** Account help: a forgotten username by email or text, and a forgotten password (passcode, security answer, new password). */
export default async function accountRecoveryRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  recoverUsername(api, deps);
  requestRecoveryPasscode(api, deps);
  verifyRecoveryPasscode(api, deps);
  resetForgottenPassword(api, deps);
}
