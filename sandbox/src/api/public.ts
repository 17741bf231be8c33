import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { triesRemainingSentence } from '@portal/contracts/error-catalogue';
import {
  isValidUsername,
  mbiLast4Pattern,
  memberIdMaxLength,
  memberIdMinLength,
  memberIdPattern,
  passwordContainsUsername,
  securityAnswerMaxLength,
  ssnLast4Pattern,
  ssnPattern,
} from '@portal/contracts/field-rules';
import type { AppDeps } from '../app.ts';
import { RegistrationTokens } from '../state.ts';
import { hashSecret, newPasswordProblem, normaliseAnswer, verifySecret } from '../auth/passwords.ts';
import { isLocked, NO_SIGN_IN_FAILURES } from '../auth/sign-in-lock.ts';
import type { ThrottleCheck } from '../auth/throttle-policy.ts';
import { routeLabel } from '../access/route-access.ts';
import { recordSessionsRevoked } from '../audit/audit-trail.ts';
import { contactRequests, members, users } from '../db/schema.ts';
import { SECURITY_ANSWERS, SECURITY_QUESTIONS } from '../seed/data.ts';
import { ageOn } from '../seed/dates.ts';
import { checkDecoyPasscode, checkPasscode, decoyPasscode, issuePasscode, send } from '../services/outbox.ts';
import { getSetting } from '../services/settings.ts';
import { coded, codedMessage, fieldError, type ValidationErrorItem } from './errors.ts';
import { BestDay, BestTime, Comments, CompanyId, Email, IsoDate, NewPassword, Ok, ok, PersonName, Phone10, responses, SecurityAnswer, Text, Username } from './schemas.ts';
import { refuseWhenThrottled } from './throttling.ts';
import { clientAddress } from '../http/client-address.ts';

/**
 * One answer for every member who cannot register: details that match nobody, a wrong MBI, and a
 * member who already has an account all get this, with the same database work, so the answer does
 * not tell who is a member or who has an account (issue 20 item 4; README "Throttling and enumeration").
 */
const notVerified = () => coded('REG-0004');

/** Wrong security answers a recovery token survives: the third ends it (start again with a new passcode). */
export const MAX_SECURITY_ANSWER_ATTEMPTS = 3;

// The identity fields' rules are the ones registration and account help apply (@portal/contracts/field-rules).
const Ssn = Type.String({ pattern: ssnPattern });
const Last4 = Type.String({ pattern: ssnLast4Pattern });
/** A member ID as on the member ID card, wherever a body carries one the member typed. */
const MemberId = Type.String({ minLength: memberIdMinLength, maxLength: memberIdMaxLength, pattern: memberIdPattern });

const Identity = {
  memberId: Type.Optional(MemberId),
  ssn: Type.Optional(Ssn),
  ssnLast4: Type.Optional(Last4),
  mbiLast4: Type.Optional(Type.String({ pattern: mbiLast4Pattern, description: 'Medicare beneficiary identifier, last 4 characters: required for a member of a Medicare plan' })),
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: IsoDate,
};

const VerifyMemberBody = Type.Object(Identity, { additionalProperties: false });

const RegisterBody = Type.Object(
  {
    ...Identity,
    username: Username,
    password: NewPassword,
    email: Email,
    mobilePhone: Phone10,
    termsAccepted: Type.Literal(true, { description: 'Terms and conditions must be accepted' }),
    guardianFirstName: Type.Optional(PersonName),
    guardianLastName: Type.Optional(PersonName),
    communication: Type.Optional(
      Type.Object(
        { paperlessEob: Type.Boolean(), memberNotifications: Type.Boolean(), annualBenefitLetter: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
    securityQuestions: Type.Optional(
      Type.Array(Type.Object({ question: Text(200, 5), answer: SecurityAnswer }, { additionalProperties: false }), { minItems: 2, maxItems: 2 }),
    ),
  },
  { additionalProperties: false },
);

const UsernameQuery = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    registrationToken: Type.String({ minLength: 1, maxLength: 128, description: 'The registrationToken verify-member returned (valid 30 minutes)' }),
  },
  { additionalProperties: false },
);

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
  { username: Type.String({ minLength: 1, maxLength: 64 }), dateOfBirth: IsoDate, channel: Type.Union([Type.Literal('email'), Type.Literal('text')]) },
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

const PublicContactBody = Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    email: Email,
    phoneNumber: Phone10,
    companyId: CompanyId,
    memberId: Type.Optional(MemberId),
    comments: Comments,
    bestDayToReach: BestDay,
    bestTimeToReach: BestTime,
  },
  { additionalProperties: false },
);

type MemberRow = typeof members.$inferSelect;

export function registerPublicRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const tags = ['public'];

  api.get(
    '/public/systemavailability',
    { config: { callErrorCode: 'BP-NFA-009' }, schema: { tags, summary: 'Whether the portal is available (outage switch)', response: responses({ 200: Type.Object({ isSystemAvailable: Type.Boolean() }) }, []) } },
    async () => getSetting<{ isSystemAvailable: boolean }>(db, 'systemAvailability'),
  );

  api.get(
    '/public/user-notice',
    { config: { callErrorCode: 'BP-NFA-010' }, schema: { tags, summary: 'Notice banner HTML (empty when none)', response: responses({ 200: Type.Object({ notice: Type.String() }) }, []) } },
    async () => ({ notice: await getSetting<string>(db, 'notice') }),
  );

  const throttles = deps.state.throttles;
  /** The caller's address for per-address throttles (the browser's, behind the portal's gateway). */
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);

  /**
   * Finds the member open to registration that matches the identity fields: the same details, the
   * MBI last 4 on a Medicare plan, and no online account yet. Anything else is the one uniform
   * answer (REG-0004), counted as a failed identity check (src/auth/throttle-policy.ts).
   */
  async function matchMember(body: Static<typeof VerifyMemberBody>, request: FastifyRequest, reply: FastifyReply): Promise<MemberRow> {
    const problems: ValidationErrorItem[] = [];
    if (!body.memberId && !body.ssn) problems.push({ field: 'memberId', message: 'Enter your member ID or Social Security number.' });
    if (body.memberId && !body.ssnLast4) problems.push({ field: 'ssnLast4', message: 'Enter the last 4 digits of your Social Security number.' });
    if (problems.length) throw coded('REG-0001', { validationErrors: problems });
    const identity = body.memberId ? `member:${body.memberId.toUpperCase()}` : `ssn:${body.ssn}`;
    const failureChecks: ThrottleCheck[] = [
      ['identityFailuresPerAddress', addressOf(request)],
      ['memberMatchFailuresPerAddress', addressOf(request)],
      ['memberMatchFailuresPerIdentity', identity],
    ];
    refuseWhenThrottled(throttles, reply, failureChecks);
    const last4 = body.ssn ? body.ssn.slice(-4) : body.ssnLast4!;
    const candidates = body.memberId
      ? await db.select().from(members).where(eq(sql`upper(${members.memberId})`, body.memberId.toUpperCase()))
      : await db.select().from(members).where(eq(members.ssnLast4, last4));
    const match = candidates.find(
      (m) =>
        m.ssnLast4 === last4 &&
        m.birthDate === body.dateOfBirth &&
        m.firstName.toLowerCase() === body.firstName.trim().toLowerCase() &&
        m.lastName.toLowerCase() === body.lastName.trim().toLowerCase() &&
        medicareNumberMatches(m, body.mbiLast4),
    );
    if (!match || match.username) {
      throttles.record(failureChecks);
      throw notVerified();
    }
    return match;
  }

  api.post<{ Body: Static<typeof VerifyMemberBody> }>(
    '/public/registration/verify-member',
    {
      config: { errorCode: 'REG-0003', callErrorCode: 'BP-NFA-003' },
      schema: {
        tags, summary: 'Registration step 1: verify membership (a Medicare plan also needs mbiLast4; every member who cannot register gets the same 404 REG-0004)', body: VerifyMemberBody,
        response: responses({
          200: Type.Object({
            verified: Type.Literal(true), memberId: Type.String(), firstName: Type.String(), lastName: Type.String(), requiresGuardian: Type.Boolean(), contractType: Type.String(), tier1: Type.String(),
            registrationToken: Type.String({ description: 'Proof of this step for the username check of the next one (valid 30 minutes)' }),
          }),
        }, [400, 404, 429]),
      },
    },
    async (request, reply) => {
      const m = await matchMember(request.body, request, reply);
      const registrationToken = randomBytes(24).toString('base64url');
      deps.state.registrationTokens.set(registrationToken, { memberId: m.memberId, expiresAt: Date.now() + RegistrationTokens.LIFETIME_MS });
      return {
        verified: true as const, memberId: m.memberId, firstName: m.firstName, lastName: m.lastName, requiresGuardian: ageOn(m.birthDate) < 14, contractType: m.contractType, tier1: m.tier1,
        registrationToken,
      };
    },
  );

  api.get<{ Querystring: Static<typeof UsernameQuery> }>(
    '/public/registration/username-availability',
    {
      // Each check must meet the token's expiry and the throttles: never a cached answer.
      config: { errorCode: 'REG-0008', uncached: true },
      schema: {
        tags, querystring: UsernameQuery, response: responses({ 200: Type.Object({ username: Type.String(), available: Type.Boolean(), valid: Type.Boolean() }) }, [400, 403, 429]),
        summary: 'Whether a username is free and valid: only for a person registration has verified (registrationToken from verify-member; 403 REG-0010 without a live one)',
      },
    },
    async (request, reply) => {
      const { username, registrationToken } = request.query;
      // Which usernames exist is told only to someone the identity step verified, a few names at a time.
      if (!deps.state.registrationTokens.memberOf(registrationToken)) throw coded('REG-0010');
      const checks: ThrottleCheck[] = [
        ['usernameChecksPerAddress', addressOf(request)], ['usernameChecksPerUsername', username], ['usernameChecksPerRegistration', registrationToken],
      ];
      refuseWhenThrottled(throttles, reply, checks);
      throttles.record(checks);
      const valid = isValidUsername(username);
      const rows = await db.select({ u: users.username }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1);
      return { username, valid, available: valid && rows.length === 0 };
    },
  );

  api.post<{ Body: Static<typeof RegisterBody> }>(
    '/public/users',
    {
      config: { errorCode: 'REG-0003', callErrorCode: 'BP-NFA-003' },
      schema: {
        tags, summary: 'Register: create the online account (complete registration)', body: RegisterBody,
        response: responses({ 201: Type.Object({ status: Type.Literal('registered'), username: Type.String(), memberId: Type.String(), message: Type.String() }) }, [400, 404, 409, 429]),
      },
    },
    async (request, reply) => {
      const body = request.body;
      refuseWhenThrottled(throttles, reply, [['registrationsPerAddress', addressOf(request)]]);
      const { memberId: _m, ssn: _s, ssnLast4: _l, mbiLast4: _b, firstName, lastName, dateOfBirth } = body;
      const member = await matchMember({ memberId: _m, ssn: _s, ssnLast4: _l, mbiLast4: _b, firstName, lastName, dateOfBirth }, request, reply);
      const problems: ValidationErrorItem[] = [];
      const pw = newPasswordProblem(body.password);
      if (pw) problems.push({ field: 'password', message: pw });
      if (passwordContainsUsername(body.password, body.username)) problems.push({ field: 'password', message: 'Your password must not contain your username.' });
      const needsGuardian = ageOn(member.birthDate) < 14;
      if (needsGuardian && !body.guardianFirstName) problems.push({ field: 'guardianFirstName', message: 'A legal guardian must register a child under 14: enter the guardian\'s first name.' });
      if (needsGuardian && !body.guardianLastName) problems.push({ field: 'guardianLastName', message: 'Enter the guardian\'s last name.' });
      if (problems.length) throw coded(problems.some((p) => p.field.startsWith('guardian')) ? 'REG-0007' : 'REG-0009', { validationErrors: problems });
      const taken = await db.select({ u: users.username }).from(users).where(eq(sql`lower(${users.username})`, body.username.toLowerCase())).limit(1);
      if (taken.length) throw fieldError('REG-0006', 'username', 'That username is taken.');
      const passwordHash = await hashSecret(body.password);
      const questions = body.securityQuestions ?? SECURITY_QUESTIONS.map((question, i) => ({ question, answer: SECURITY_ANSWERS[i]! }));
      const securityQuestions = await Promise.all(questions.map(async (q) => ({ question: q.question.trim(), answerHash: await hashSecret(normaliseAnswer(q.answer)) })));
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          username: body.username,
          passwordHash,
          email: body.email,
          phone: body.mobilePhone,
          firstName: member.firstName,
          lastName: member.lastName,
          birthDate: member.birthDate,
          displayName: `${member.firstName} ${member.lastName}`,
          preferredName: member.firstName,
          securityQuestions,
          communication: body.communication ?? { paperlessEob: true, memberNotifications: true, annualBenefitLetter: false },
        });
        const linked = await tx.update(members).set({ username: body.username }).where(and(eq(members.memberId, member.memberId), isNull(members.username))).returning({ id: members.memberId });
        // Registered by someone else a moment ago: the same uniform answer.
        if (!linked.length) throw notVerified();
      });
      throttles.record([['registrationsPerAddress', addressOf(request)]]);
      // Audit (README "Audit trail"): nobody was signed in; the entry names the new account and its member.
      deps.audit.record({
        actor: 'anonymous', actorRole: 'anonymous', subjectUsername: body.username, subjectMemberId: member.memberId,
        action: 'account.created', outcome: 'success', route: routeLabel(request.method, request.routeOptions.url), status: 201,
      });
      // The account keeps its own failed sign-ins from now on (src/oidc/interactions.ts).
      deps.state.unknownUsernameFailures.forget(body.username);
      deps.state.generation += 1;
      await send(db, { to: body.email, channel: 'email', subject: 'Welcome to the member portal', body: `Your account ${body.username} is ready. Sign in to see your plan.` });
      return reply.code(201).send({ status: 'registered' as const, username: body.username, memberId: member.memberId, message: 'Your account has been created. You can sign in now.' });
    },
  );

  api.post<{ Body: Static<typeof ForgotUsernameBody> }>(
    '/public/account-recovery/username',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags, body: ForgotUsernameBody, response: responses({ 200: Ok }, [400, 429]),
        summary: 'Forgot username: send it to the email or mobile phone given, when the details match an account; the same 200 answer whether or not they do',
      },
    },
    async (request, reply) => {
      const { email, mobilePhone, dateOfBirth, memberId } = request.body;
      if (!email === !mobilePhone) {
        throw fieldError('FOR-0001', 'email', 'Give the email address or the mobile phone number on your account (one of them).');
      }
      // Every request counts: each may send a message. Details that match no account count as a
      // failed identity check of the address too (src/auth/throttle-policy.ts).
      const checks: ThrottleCheck[] = [['usernameRemindersPerAddress', addressOf(request)], ['usernameRemindersPerDestination', email ?? mobilePhone ?? '']];
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)]];
      refuseWhenThrottled(throttles, reply, [...checks, ...failureChecks]);
      throttles.record(checks);
      const contact = email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : eq(users.phone, mobilePhone ?? '');
      const rows = await db.select().from(users).where(and(contact, eq(users.birthDate, dateOfBirth)));
      let user: (typeof rows)[number] | undefined = rows[0];
      if (user && memberId) {
        const held = await db.select({ memberId: members.memberId }).from(members).where(and(eq(members.username, user.username), eq(members.memberId, memberId.toUpperCase())));
        if (held.length === 0) user = undefined;
      }
      // One answer for a match and no match (README "Throttling and enumeration"): it names only what
      // the caller typed, never an account's masked address.
      const answer = ok(email
        ? 'If the details match an account, we sent its username to the email address you gave.'
        : 'If the details match an account, we sent its username by text to the mobile phone number you gave.');
      if (!user) {
        throttles.record(failureChecks);
        return answer;
      }
      const body = `Your member portal username is ${user.username}.`;
      await send(db, email ? { to: user.email, channel: 'email', subject: 'Your username', body } : { to: user.phone, channel: 'text', subject: 'Your username', body });
      return answer;
    },
  );

  api.post<{ Body: Static<typeof PasscodeRequestBody> }>(
    '/public/account-recovery/password/passcode',
    {
      config: { errorCode: 'FOR-0001' },
      schema: {
        tags, body: PasscodeRequestBody, response: responses({ 200: Type.Object({ recoveryId: Type.String(), message: Type.String() }) }, [400, 422, 429]),
        summary: 'Forgot password step 1: send a one-time passcode to the email or phone on file, when the username and date of birth match an account; the same 200 answer (a recovery id and a message) whether or not they do, except 422 LOG-0016 (how to reach member portal help) for an account with neither an email address nor a mobile phone on file',
      },
    },
    async (request, reply) => {
      // Every request counts, found or not (a send); a passcode that is then used is forgiven.
      // Details that match no account count as a failed identity check of the address too.
      const requestChecks: ThrottleCheck[] = [['recoveryPasscodeSendsPerAddress', addressOf(request)], ['passcodeSendsPerAccount', request.body.username]];
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)]];
      refuseWhenThrottled(throttles, reply, [...requestChecks, ...failureChecks]);
      throttles.record(requestChecks);
      const rows = await db.select().from(users).where(and(eq(users.username, request.body.username), eq(users.birthDate, request.body.dateOfBirth)));
      const user = rows[0];
      const address = request.body.channel === 'email' ? user?.email : user?.phone;
      // One answer for a match and no match (README "Throttling and enumeration"): never the account's
      // masked address. No match, or no address for the channel, gets a decoy recovery id that the
      // verify step answers as a passcode nobody knows.
      const message = request.body.channel === 'email'
        ? 'If the username and date of birth match an account, we sent a passcode to the email address on file.'
        : 'If the username and date of birth match an account, we sent a passcode by text to the mobile phone on file.';
      // Matching details are the point where the answer may differ: a member with neither an email
      // address nor a mobile phone on file would wait for a passcode that cannot come.
      if (user && !user.email && !user.phone) throw coded('LOG-0016');
      if (!user || !address) {
        throttles.record(failureChecks);
        const recoveryId = randomUUID();
        deps.state.recoveryPasscodes.set(recoveryId, { username: request.body.username, sendChecks: requestChecks, decoy: decoyPasscode() });
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

  api.post<{ Body: Static<typeof PasscodeVerifyBody> }>(
    '/public/account-recovery/password/verify',
    {
      config: { errorCode: 'FOR-0001' },
      schema: { tags, summary: 'Forgot password step 2: verify the passcode; returns the security questions', body: PasscodeVerifyBody, response: responses({ 200: Type.Object({ recoveryToken: Type.String(), securityQuestions: Type.Array(Type.String()) }) }, [400, 404, 429]) },
    },
    async (request, reply) => {
      const pending = deps.state.recoveryPasscodes.get(request.body.recoveryId);
      if (!pending) throw coded('FOR-0004');
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)], ['passcodeFailuresPerAccount', pending.username]];
      refuseWhenThrottled(throttles, reply, failureChecks);
      const result = pending.decoy ? checkDecoyPasscode(pending.decoy) : await checkPasscode(db, request.body.recoveryId, request.body.passcode);
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

  api.post<{ Body: Static<typeof ResetPasswordBody> }>(
    '/public/account-recovery/password/reset',
    {
      config: { errorCode: 'FOR-0001' },
      schema: { tags, summary: 'Forgot password step 3: answer the security questions and set a new password (also unlocks the account and ends every session); the third wrong answer ends the recovery (FOR-0004)', body: ResetPasswordBody, response: responses({ 200: Ok }, [400, 404, 429]) },
    },
    async (request, reply) => {
      const token = deps.state.recoveryTokens.get(request.body.recoveryToken);
      if (!token || token.expiresAt < Date.now()) throw coded('FOR-0004');
      const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', addressOf(request)], ['securityAnswerFailuresPerAccount', token.username]];
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
        deps.audit.record({ actor: 'anonymous', actorRole: 'anonymous', subjectUsername: user.username, action: 'password.reset', outcome: 'failure', route, status: triesLeft <= 0 ? 404 : 400 });
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
      const reused = await Promise.all([user.passwordHash, ...user.passwordHistory.slice(0, 5)].map((old) => verifySecret(request.body.newPassword, old)));
      if (reused.some(Boolean)) throw fieldError('FOR-0006', 'newPassword', 'This password was used too recently. Choose a different one.');
      deps.state.recoveryTokens.delete(request.body.recoveryToken);
      await db.update(users).set({
        passwordHash: await hashSecret(request.body.newPassword),
        passwordHistory: [user.passwordHash, ...user.passwordHistory].slice(0, 5),
        ...NO_SIGN_IN_FAILURES,
      }).where(eq(users.username, user.username));
      // Whoever knew the old password is signed out everywhere (README "Sessions").
      const ended = await deps.grants.revokeAccountGrants(user.username);
      // Audit (README "Audit trail"): the member proved who they are with the passcode and the answers.
      const who = { actor: user.username, actorRole: 'member', subjectUsername: user.username, route, status: 200 } as const;
      deps.audit.record({ ...who, action: 'password.reset', outcome: 'success' });
      if (isLocked(user)) deps.audit.record({ ...who, action: 'account.unlocked', outcome: 'success' });
      recordSessionsRevoked(deps.audit, ended, who);
      await send(db, { to: user.email, channel: 'email', subject: 'Your password was reset', body: 'Your member portal password was reset and your account is unlocked. You have been signed out everywhere.' });
      return ok('Your password has been reset. You can sign in now.');
    },
  );

  api.post<{ Body: Static<typeof PublicContactBody> }>(
    '/public/contact',
    { config: { errorCode: 'CON-0001' }, schema: { tags, summary: 'Contact form for visitors who are not signed in', body: PublicContactBody, response: responses({ 201: Ok }, [400, 429]) } },
    async (request, reply) => {
      const checks: ThrottleCheck[] = [['contactMessagesPerAddress', addressOf(request)], ['contactMessagesPerEmail', request.body.email]];
      refuseWhenThrottled(throttles, reply, checks);
      throttles.record(checks);
      await db.insert(contactRequests).values({ username: null, memberId: request.body.memberId ?? null, payload: request.body });
      await send(db, { to: request.body.email, channel: 'email', subject: 'We received your message', body: 'Thank you for contacting us. We will reply within 2 business days.' });
      return reply.code(201).send(ok('Your message has been sent.'));
    },
  );
}

/**
 * A Medicare plan also needs the last 4 characters of the member's Medicare beneficiary identifier
 * (SPEC section 5); other plans ignore the field.
 */
function medicareNumberMatches(member: MemberRow, mbiLast4: string | undefined): boolean {
  if (member.planKind !== 'medicare') return true;
  return Boolean(mbiLast4 && member.mbiLast4 && mbiLast4.toUpperCase() === member.mbiLast4.toUpperCase());
}
