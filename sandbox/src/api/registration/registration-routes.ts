import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { isValidUsername, mbiLast4Pattern, passwordContainsUsername, ssnLast4Pattern, ssnPattern } from '@portal/contracts/field-rules';
import type { AppDeps } from '../../app.ts';
import { RegistrationTokens } from '../../state.ts';
import { hashSecret, newPasswordProblem, normaliseAnswer } from '../../auth/passwords.ts';
import type { ThrottleCheck } from '../../auth/throttle-policy.ts';
import { routeLabel } from '../../access/route-access.ts';
import { members, users } from '../../db/schema.ts';
import { SECURITY_ANSWERS, SECURITY_QUESTIONS } from '../../seed/data.ts';
import { ageOn } from '../../seed/dates.ts';
import { send } from '../../services/outbox.ts';
import { coded, fieldError, type ValidationErrorItem } from '../errors.ts';
import { Email, IsoDate, NewPassword, PersonName, Phone10, responses, SecurityAnswer, Text, Username, MemberId } from '../schemas.ts';
import { refuseWhenThrottled } from '../throttling.ts';
import { clientAddress } from '../../http/client-address.ts';

/**
 * One answer for every member who cannot register: details that match nobody, a wrong MBI, and a
 * member who already has an account all get this, with the same database work, so the answer does
 * not tell who is a member or who has an account (sandbox/README.md#throttling-and-enumeration).
 */
const notVerified = () => coded('REG-0004');

// The identity fields' rules are the ones registration and account help apply (@portal/contracts/field-rules).
const Ssn = Type.String({ pattern: ssnPattern });
const Last4 = Type.String({ pattern: ssnLast4Pattern });

const Identity = {
  memberId: Type.Optional(MemberId),
  ssn: Type.Optional(Ssn),
  ssnLast4: Type.Optional(Last4),
  mbiLast4: Type.Optional(
    Type.String({
      pattern: mbiLast4Pattern,
      description: 'Medicare beneficiary identifier, last 4 characters: required for a member of a Medicare plan',
    }),
  ),
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
      Type.Array(Type.Object({ question: Text(200, 5), answer: SecurityAnswer }, { additionalProperties: false }), {
        minItems: 2,
        maxItems: 2,
      }),
    ),
  },
  { additionalProperties: false },
);

const UsernameQuery = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    registrationToken: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'The registrationToken verify-member returned (valid 30 minutes)',
    }),
  },
  { additionalProperties: false },
);

type MemberRow = typeof members.$inferSelect;

const tags = ['public'];

/**
 * A Medicare plan also needs the last 4 characters of the member's Medicare beneficiary identifier
 * (docs/product/routes-and-guards.md#guards-rights-key); other plans ignore the field.
 */
function medicareNumberMatches(member: MemberRow, mbiLast4: string | undefined): boolean {
  if (member.planKind !== 'medicare') return true;
  return Boolean(mbiLast4 && member.mbiLast4 && mbiLast4.toUpperCase() === member.mbiLast4.toUpperCase());
}

/**
 * Finds the member open to registration that matches the identity fields: the same details, the
 * MBI last 4 on a Medicare plan, and no online account yet. Anything else is the one uniform
 * answer (REG-0004), counted as a failed identity check (src/auth/throttle-policy.ts).
 */
async function matchMember(
  deps: AppDeps,
  body: Static<typeof VerifyMemberBody>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<MemberRow> {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  const problems: ValidationErrorItem[] = [];
  if (!body.memberId && !body.ssn) problems.push({ field: 'memberId', message: 'Enter your member ID or Social Security number.' });
  if (body.memberId && !body.ssnLast4)
    problems.push({ field: 'ssnLast4', message: 'Enter the last 4 digits of your Social Security number.' });
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
    ? await db
        .select()
        .from(members)
        .where(eq(sql`upper(${members.memberId})`, body.memberId.toUpperCase()))
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

function verifyMember(api: FastifyInstance, deps: AppDeps): void {
  api.post<{ Body: Static<typeof VerifyMemberBody> }>(
    '/public/registration/verify-member',
    {
      config: { errorCode: 'REG-0003', callErrorCode: 'BP-NFA-003' },
      schema: {
        tags,
        summary:
          'Registration step 1: verify membership (a Medicare plan also needs mbiLast4; every member who cannot register gets the same 404 REG-0004)',
        body: VerifyMemberBody,
        response: responses(
          {
            200: Type.Object({
              verified: Type.Literal(true),
              memberId: Type.String(),
              firstName: Type.String(),
              lastName: Type.String(),
              requiresGuardian: Type.Boolean(),
              contractType: Type.String(),
              tier1: Type.String(),
              registrationToken: Type.String({
                description: 'Proof of this step for the username check of the next one (valid 30 minutes)',
              }),
            }),
          },
          [400, 404, 429],
        ),
      },
    },
    async (request, reply) => {
      const m = await matchMember(deps, request.body, request, reply);
      const registrationToken = randomBytes(24).toString('base64url');
      deps.state.registrationTokens.set(registrationToken, {
        memberId: m.memberId,
        expiresAt: Date.now() + RegistrationTokens.LIFETIME_MS,
      });
      return {
        verified: true as const,
        memberId: m.memberId,
        firstName: m.firstName,
        lastName: m.lastName,
        requiresGuardian: ageOn(m.birthDate) < 14,
        contractType: m.contractType,
        tier1: m.tier1,
        registrationToken,
      };
    },
  );
}

function usernameAvailability(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.get<{ Querystring: Static<typeof UsernameQuery> }>(
    '/public/registration/username-availability',
    {
      // Each check must meet the token's expiry and the throttles: never a cached answer.
      config: { errorCode: 'REG-0008', uncached: true },
      schema: {
        tags,
        querystring: UsernameQuery,
        response: responses(
          { 200: Type.Object({ username: Type.String(), available: Type.Boolean(), valid: Type.Boolean() }) },
          [400, 403, 429],
        ),
        summary:
          'Whether a username is free and valid: only for a person registration has verified (registrationToken from verify-member; 403 REG-0010 without a live one)',
      },
    },
    async (request, reply) => {
      const { username, registrationToken } = request.query;
      // Which usernames exist is told only to someone the identity step verified, a few names at a time.
      if (!deps.state.registrationTokens.memberOf(registrationToken)) throw coded('REG-0010');
      const checks: ThrottleCheck[] = [
        ['usernameChecksPerAddress', addressOf(request)],
        ['usernameChecksPerUsername', username],
        ['usernameChecksPerRegistration', registrationToken],
      ];
      refuseWhenThrottled(throttles, reply, checks);
      throttles.record(checks);
      const valid = isValidUsername(username);
      const rows = await db
        .select({ u: users.username })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return { username, valid, available: valid && rows.length === 0 };
    },
  );
}

/** Refuses a registration whose password or guardian does not meet the rules, naming every field at once. */
function refuseRegistrationProblems(body: Static<typeof RegisterBody>, birthDate: string): void {
  const problems: ValidationErrorItem[] = [];
  const pw = newPasswordProblem(body.password);
  if (pw) problems.push({ field: 'password', message: pw });
  if (passwordContainsUsername(body.password, body.username))
    problems.push({ field: 'password', message: 'Your password must not contain your username.' });
  const needsGuardian = ageOn(birthDate) < 14;
  if (needsGuardian && !body.guardianFirstName)
    problems.push({
      field: 'guardianFirstName',
      message: "A legal guardian must register a child under 14: enter the guardian's first name.",
    });
  if (needsGuardian && !body.guardianLastName) problems.push({ field: 'guardianLastName', message: "Enter the guardian's last name." });
  if (problems.length)
    throw coded(problems.some((p) => p.field.startsWith('guardian')) ? 'REG-0007' : 'REG-0009', { validationErrors: problems });
}

function register(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof RegisterBody> }>(
    '/public/users',
    {
      config: { errorCode: 'REG-0003', callErrorCode: 'BP-NFA-003' },
      schema: {
        tags,
        summary: 'Register: create the online account (complete registration)',
        body: RegisterBody,
        response: responses(
          {
            201: Type.Object({
              status: Type.Literal('registered'),
              username: Type.String(),
              memberId: Type.String(),
              message: Type.String(),
            }),
          },
          [400, 404, 409, 429],
        ),
      },
    },
    async (request, reply) => {
      const body = request.body;
      refuseWhenThrottled(throttles, reply, [['registrationsPerAddress', addressOf(request)]]);
      const { memberId: _m, ssn: _s, ssnLast4: _l, mbiLast4: _b, firstName, lastName, dateOfBirth } = body;
      const member = await matchMember(
        deps,
        { memberId: _m, ssn: _s, ssnLast4: _l, mbiLast4: _b, firstName, lastName, dateOfBirth },
        request,
        reply,
      );
      refuseRegistrationProblems(body, member.birthDate);
      const taken = await db
        .select({ u: users.username })
        .from(users)
        .where(eq(sql`lower(${users.username})`, body.username.toLowerCase()))
        .limit(1);
      if (taken.length) throw fieldError('REG-0006', 'username', 'That username is taken.');
      const passwordHash = await hashSecret(body.password);
      const questions = body.securityQuestions ?? SECURITY_QUESTIONS.map((question, i) => ({ question, answer: SECURITY_ANSWERS[i]! }));
      const securityQuestions = await Promise.all(
        questions.map(async (q) => ({ question: q.question.trim(), answerHash: await hashSecret(normaliseAnswer(q.answer)) })),
      );
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
        const linked = await tx
          .update(members)
          .set({ username: body.username })
          .where(and(eq(members.memberId, member.memberId), isNull(members.username)))
          .returning({ id: members.memberId });
        // Registered by someone else a moment ago: the same uniform answer.
        if (!linked.length) throw notVerified();
      });
      throttles.record([['registrationsPerAddress', addressOf(request)]]);
      // Audit (sandbox/README.md#audit-trail): nobody was signed in; the entry names the new account and its member.
      deps.audit.record({
        actor: 'anonymous',
        actorRole: 'anonymous',
        subjectUsername: body.username,
        subjectMemberId: member.memberId,
        action: 'account.created',
        outcome: 'success',
        route: routeLabel(request.method, request.routeOptions.url),
        status: 201,
      });
      // The account keeps its own failed sign-ins from now on (src/oidc/interactions.ts).
      deps.state.unknownUsernameFailures.forget(body.username);
      deps.state.generation += 1;
      await send(db, {
        to: body.email,
        channel: 'email',
        subject: 'Welcome to the member portal',
        body: `Your account ${body.username} is ready. Sign in to see your plan.`,
      });
      return reply.code(201).send({
        status: 'registered' as const,
        username: body.username,
        memberId: member.memberId,
        message: 'Your account has been created. You can sign in now.',
      });
    },
  );
}

/** Registration: verify the member, check a username, create the online account. */
export default async function registrationRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  verifyMember(api, deps);
  usernameAvailability(api, deps);
  register(api, deps);
}
