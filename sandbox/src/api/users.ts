import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { hashSecret, newPasswordProblem, normaliseAnswer, verifySecret } from '../auth/passwords.ts';
import type { ThrottleCheck } from '../auth/throttle-policy.ts';
import { members, memberState, users } from '../db/schema.ts';
import { ageOn } from '../seed/dates.ts';
import { maskEmail, maskPhone, send } from '../services/outbox.ts';
import { decideForMember, MEMBER_READ_KINDS, readAccessTo } from '../access/access-policy.ts';
import { callerOf, routeLabel } from '../access/route-access.ts';
import { recordSessionsRevoked } from '../audit/audit-trail.ts';
import type { AccessContext, MemberRow } from './access.ts';
import { coded, fieldError, notFound } from './errors.ts';
import { BrandTier, ContractType, CurrentPassword, DisplayName, Email, NewPassword, Ok, ok, Phone10, responses, SecurityAnswer, Text, UserIdParams } from './schemas.ts';
import { refuseWhenThrottled } from './throttling.ts';
import { clientAddress } from '../http/client-address.ts';

export const Membership = Type.Object(
  {
    username: Type.String(),
    usersPreferredName: Type.String(),
    displayName: Type.String(),
    companyId: Type.String(),
    contractId: Type.String(),
    memberId: Type.String(),
    memberSeqNumber: Type.String(),
    isPolicyHolder: Type.Boolean(),
    isActive: Type.Boolean(),
    contractType: ContractType,
    origEffDate: Type.String({ description: 'YYYY-MM-DD (Start Date)' }),
    covTermDate: Type.String({ description: 'YYYY-MM-DD; 9999-12-31 while active' }),
    lobDisplayName: Type.String({ description: 'Plan name' }),
    tier1: BrandTier,
    ssoType: Type.Union([Type.String(), Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
    groupId: Type.String(),
    groupName: Type.String(),
    planKind: Type.String({ description: 'individual, group, employee or medicare' }),
  },
  { $id: 'Membership' },
);

export const AccessibleMember = Type.Object(
  {
    memberId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    relationship: Type.String(),
    isPolicyHolder: Type.Boolean(),
    memberSeqNumber: Type.String(),
    contractId: Type.String({ description: 'The contract the member is on (the portal keeps the roster of the selected plan)' }),
    birthDate: Type.Optional(Type.String({ description: 'Only where the access policy shares the member\'s details (memberDetails: the member, and dependents under 18)' })),
    age: Type.Optional(Type.Integer({ description: 'As birthDate' })),
    hasAccount: Type.Optional(Type.Boolean({ description: 'As birthDate' })),
    familyAccessEnabled: Type.Optional(Type.Boolean({ description: 'As birthDate' })),
    claimsVisible: Type.Boolean({ description: 'Claims of this member are visible to the caller (access.claims)' }),
    healthRecordVisible: Type.Boolean({ description: 'Personal health record visible to the caller (access.healthRecord: dependents until 18)' }),
    access: Type.Object(
      Object.fromEntries(MEMBER_READ_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<(typeof MEMBER_READ_KINDS)[number], ReturnType<typeof Type.Boolean>>,
      { description: 'Per kind of data: may the caller read it for this member (the access policy, sandbox/README.md "Access policy"). Member pickers offer a member only where true.' },
    ),
  },
  { $id: 'AccessibleMember' },
);

export const RightsRecord = Type.Object(
  {
    claims: Type.Boolean(),
    deductible: Type.Boolean(),
    personalHealthRecord: Type.Boolean(),
    healthReimbursementAccount: Type.Boolean(),
    findCareAndCostOptions: Type.Array(Type.Object({ type: Type.String(), displayText: Type.String() })),
    findCareAndCostDisplayText: Type.String(),
    findCare: Type.Boolean(),
    whosCovered: Type.Boolean(),
    choosePrimaryCareProvider: Type.Boolean(),
    inpatientMedicalAdmissionRequest: Type.Boolean(),
    pageIdentifiers: Type.Array(Type.Object({ type: Type.String() })),
    updatePolicy: Type.Boolean(),
    updatePolicyMetallic: Type.Boolean(),
    maPlanBenefits: Type.Boolean(),
    maPlanBenefitsLink: Type.String(),
    updateOtherCoverageInformation: Type.Boolean(),
    coverageWhenTravelingAbroad: Type.Boolean(),
    payBill: Type.Boolean(),
    payment: Type.Boolean(),
    idCards: Type.Boolean(),
    programs: Type.Array(Type.Object({ programId: Type.String() })),
    pharmacyCenter: Type.Boolean(),
    rxSavingsSolutions: Type.Boolean(),
    forms: Type.Boolean(),
    chatType: Type.Union([Type.String(), Type.Null()]),
    embold: Type.Boolean(),
  },
  { $id: 'Rights' },
);

export function toMembership(m: MemberRow, user: { username: string; preferredName: string; displayName: string }) {
  return {
    username: user.username,
    usersPreferredName: user.preferredName,
    displayName: user.displayName,
    companyId: m.companyId,
    contractId: m.contractId,
    memberId: m.memberId,
    memberSeqNumber: m.memberSeqNumber,
    isPolicyHolder: m.isPolicyHolder,
    isActive: m.isActive,
    contractType: m.contractType,
    origEffDate: m.origEffDate,
    covTermDate: m.covTermDate,
    lobDisplayName: m.lobDisplayName,
    tier1: m.tier1,
    ssoType: m.ssoType,
    firstName: m.firstName,
    lastName: m.lastName,
    groupId: m.groupId,
    groupName: m.groupName,
    planKind: m.planKind,
  };
}

/** The members of `rows` the caller may see listed (the policy's familyRoster), in order. */
export function rosterOf(caller: AccessContext, rows: MemberRow[]): MemberRow[] {
  return rows.filter((m) => decideForMember(caller, 'familyRoster', 'read', m).allowed);
}

/**
 * The members of `rows` the caller acts for (the policy's actFor): the caller and the dependents under
 * 18 they are guardian of, in order. Adult dependents are not among them, family access or not: it
 * shares their claims with the policyholder, not their messages or the right to act for them.
 */
export function actingFor(caller: AccessContext, rows: MemberRow[]): MemberRow[] {
  return rows.filter((m) => decideForMember(caller, 'actFor', 'read', m).allowed);
}

/**
 * A member the caller has a tie to, with what the access policy lets the caller read of theirs.
 * Who they are (id, name, relationship) is the roster, so the portal can say whose data it does not
 * show and why; their birth date, age, account and family-access setting only where the policy
 * shares their details (memberDetails): not an adult dependent's, family access or not (sandbox/README.md
 * "Access policy").
 */
export function accessibleMemberView(caller: AccessContext, m: MemberRow) {
  const access = readAccessTo(caller, m);
  const details = decideForMember(caller, 'memberDetails', 'read', m).allowed
    ? { birthDate: m.birthDate, age: ageOn(m.birthDate), hasAccount: m.username !== null, familyAccessEnabled: m.familyAccessEnabled }
    : {};
  return {
    memberId: m.memberId,
    firstName: m.firstName,
    lastName: m.lastName,
    relationship: m.relationship,
    isPolicyHolder: m.isPolicyHolder,
    memberSeqNumber: m.memberSeqNumber,
    contractId: m.contractId,
    ...details,
    claimsVisible: access.claims,
    healthRecordVisible: access.healthRecord,
    access,
  };
}

const AccessRightsParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  companyId: Type.String({ minLength: 1, maxLength: 16 }),
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  contractType: ContractType,
});

const PasswordBody = Type.Object(
  { currentPassword: CurrentPassword, newPassword: NewPassword },
  { additionalProperties: false },
);

/** Deleting the account asks for the password again, as every other change to the account does. */
const DeleteAccountBody = Type.Object({ currentPassword: CurrentPassword }, { additionalProperties: false });

const SettingsBody = Type.Object(
  {
    displayName: Type.Optional(DisplayName),
    tosChecked: Type.Optional(Type.Boolean()),
    backToAboutTab: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** Sign-in passcodes go to the email and the mobile phone: changing either asks for the password again. */
const EmailBody = Type.Object({ email: Email, currentPassword: CurrentPassword }, { additionalProperties: false });
const PhoneBody = Type.Object({ mobilePhone: Phone10, currentPassword: CurrentPassword }, { additionalProperties: false });
const DisplayNameBody = Type.Object({ displayName: DisplayName }, { additionalProperties: false });
const SecurityQuestionsBody = Type.Object(
  {
    currentPassword: CurrentPassword,
    questions: Type.Array(
      Type.Object({ question: Text(200, 5), answer: SecurityAnswer }, { additionalProperties: false }),
      { minItems: 2, maxItems: 2 },
    ),
  },
  { additionalProperties: false },
);
const MfaBody = Type.Object({ channel: Type.Union([Type.Literal('email'), Type.Literal('text')]) }, { additionalProperties: false });
const FamilyAccessBody = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }), enabled: Type.Boolean() }, { additionalProperties: false });

const Profile = Type.Object({
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Type.String(),
  displayName: Type.String(),
  preferredName: Type.String(),
  email: Type.String(),
  mobilePhone: Type.String(),
  mfaPreference: Type.String(),
  familyAccess: Type.Array(Type.Object({ memberId: Type.String(), enabled: Type.Boolean(), allowed: Type.Boolean() })),
  securityQuestions: Type.Array(Type.String()),
  communication: Type.Record(Type.String(), Type.Boolean()),
  settings: Type.Object({ displayName: Type.String(), tosChecked: Type.Boolean(), backToAboutTab: Type.Boolean() }),
});

export function registerUserRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const tags = ['users'];
  const bearer = [{ bearerAuth: [] }];

  async function loadUser(username: string) {
    const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
    if (!rows[0]) throw notFound('BP-NFA-404', 'User not found.');
    return rows[0];
  }

  /**
   * The current password, asked again before a change to the account (its password, email, phone,
   * security questions, or deleting it): wrong is 400 CHP-0004
   * on the currentPassword field, and counts as a failed identity check (src/auth/throttle-policy.ts).
   */
  async function confirmCurrentPassword(request: FastifyRequest, reply: FastifyReply, user: { username: string; passwordHash: string }, password: string) {
    const failureChecks: ThrottleCheck[] = [['identityFailuresPerAddress', clientAddress(request, deps.config.portalGatewayKey)], ['currentPasswordFailuresPerAccount', user.username]];
    refuseWhenThrottled(deps.state.throttles, reply, failureChecks);
    if (await verifySecret(password, user.passwordHash)) return;
    deps.state.throttles.record(failureChecks);
    throw fieldError('CHP-0004', 'currentPassword', 'The current password is incorrect.');
  }

  /**
   * Ends every sign-in session of the account but the caller's own (README "Sessions"): after a
   * password, email or phone change, whoever else was signed in has to sign in again.
   */
  async function endOtherSessions(request: FastifyRequest, username: string) {
    const own = await deps.access.grantIdOf(request.headers.authorization);
    const ended = await deps.grants.revokeAccountGrants(username, { except: own });
    recordSessionsRevoked(deps.audit, ended, { actor: username, actorRole: 'member', subjectUsername: username, route: routeLabel(request.method, request.routeOptions.url), status: 200 });
  }

  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/memberships',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' }, callErrorCode: 'BP-NFA-002' },
      schema: {
        tags, security: bearer, summary: 'Plans of the signed-in user (active and inactive)', params: UserIdParams,
        response: responses({ 200: Type.Object({ userMemberships: Type.Array(Type.Unsafe({ $ref: 'Membership#' })) }) }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      return { userMemberships: ctx.own.map((m) => toMembership(m, user)) };
    },
  );

  api.get<{ Params: Static<typeof AccessRightsParams> }>(
    '/users/:userId/accessrights/:companyId/:memberId/:contractType',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId', alsoEach: 'params.memberId' }, callErrorCode: 'BP-NFA-001' },
      schema: {
        tags, security: bearer,
        summary: 'Access rights for one of the user\'s plans: the members the user acts for (self and dependents under 18) and the rights record',
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
      if (!plan || plan.companyId !== companyId || plan.contractType !== contractType) throw notFound('BP-NFA-404', 'No plan with this company and contract type.');
      const family = plan.isPolicyHolder
        ? [...ctx.accessible.values()].filter((m) => m.contractId === plan.contractId)
        : [plan];
      return {
        memberId: plan.memberId,
        accessibleMembers: actingFor(ctx, family).map((m) => accessibleMemberView(ctx, m)),
        rights: plan.rights,
      };
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof PasswordBody> }>(
    '/users/:userId/password',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'password.changed', errorCode: 'CHP-0001', callErrorCode: 'BP-NFA-021' },
      schema: { tags, security: bearer, summary: 'Change password (ends the account\'s other sessions)', params: UserIdParams, body: PasswordBody, response: responses({ 200: Ok }, [400, 401, 403, 422, 429]) },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      const problem = newPasswordProblem(newPassword);
      if (problem) throw fieldError('CHP-0002', 'newPassword', problem);
      if (newPassword === currentPassword) throw fieldError('CHP-0003', 'newPassword', 'The new password must be different from the current password.');
      const user = await loadUser(ctx.username);
      await confirmCurrentPassword(request, reply, user, currentPassword);
      const reused = await Promise.all(user.passwordHistory.slice(0, 5).map((old) => verifySecret(newPassword, old)));
      if (reused.some(Boolean)) throw fieldError('CHP-0005', 'newPassword', 'This password was used too recently. Choose a different one.');
      const hash = await hashSecret(newPassword);
      await db.update(users).set({ passwordHash: hash, passwordHistory: [user.passwordHash, ...user.passwordHistory].slice(0, 5) }).where(eq(users.username, ctx.username));
      await endOtherSessions(request, ctx.username);
      await send(db, { to: user.email, channel: 'email', subject: 'Your password was changed', body: 'The password for your member portal account was changed. If this was not you, contact us right away.' });
      return ok('Your password has been updated.');
    },
  );

  api.delete<{ Params: Static<typeof UserIdParams>; Body: Static<typeof DeleteAccountBody> }>(
    '/users/:userId',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'account.deleted', errorCode: 'CHP-0001', callErrorCode: 'BP-NFA-022' },
      schema: {
        tags, security: bearer, params: UserIdParams, body: DeleteAccountBody, response: responses({ 200: Ok }, [400, 401, 403, 429]),
        summary: 'Delete the online account, confirmed with the current password (400 CHP-0004 when wrong; the coverage stays; every session ends)',
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      await confirmCurrentPassword(request, reply, user, request.body.currentPassword);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ username: null, familyAccessEnabled: false }).where(eq(members.username, ctx.username));
        await tx.delete(users).where(eq(users.username, ctx.username));
      });
      // Every session of the account ends: the username is free again, and a later account of the
      // same name must not inherit this one's tokens (README "Sessions").
      const ended = await deps.grants.revokeAccountGrants(ctx.username);
      recordSessionsRevoked(deps.audit, ended, { actor: ctx.username, actorRole: 'member', subjectUsername: ctx.username, route: routeLabel(request.method, request.routeOptions.url), status: 200 });
      deps.state.generation += 1;
      await send(db, { to: user.email, channel: 'email', subject: 'Your account was deleted', body: 'Your member portal account has been deleted. Your coverage is not affected.' });
      return ok('Your account has been deleted.');
    },
  );

  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/profile',
    { config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } }, schema: { tags, security: bearer, summary: 'Profile, sign-in and privacy settings of the user', params: UserIdParams, response: responses({ 200: Profile }) } },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      return {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        birthDate: user.birthDate,
        displayName: user.displayName,
        preferredName: user.preferredName,
        email: user.email,
        mobilePhone: user.phone,
        mfaPreference: user.mfaPreference,
        familyAccess: ctx.own.map((m) => ({
          memberId: m.memberId,
          enabled: m.familyAccessEnabled,
          allowed: !m.isPolicyHolder && ageOn(m.birthDate) >= 18,
        })),
        securityQuestions: user.securityQuestions.map((q) => q.question),
        communication: user.communication,
        settings: { displayName: user.displayName, tosChecked: user.tosChecked, backToAboutTab: false },
      };
    },
  );

  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/settings',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } },
      schema: {
        tags, security: bearer, summary: 'User settings (SPEC section 3)', params: UserIdParams,
        response: responses({ 200: Type.Object({ displayName: Type.String(), tosChecked: Type.Boolean(), backToAboutTab: Type.Boolean() }) }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      const stored = await db.select().from(memberState).where(eq(memberState.memberId, `user:${ctx.username}`));
      const extra = (stored.find((r) => r.key === 'settings')?.value ?? {}) as { backToAboutTab?: boolean };
      return { displayName: user.displayName, tosChecked: user.tosChecked, backToAboutTab: extra.backToAboutTab ?? false };
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof SettingsBody> }>(
    '/users/:userId/settings',
    { config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, errorCode: 'UPD-0001' }, schema: { tags, security: bearer, summary: 'Update user settings', params: UserIdParams, body: SettingsBody, response: responses({ 200: Ok }) } },
    async (request) => {
      const ctx = callerOf(request);
      const { displayName, tosChecked, backToAboutTab } = request.body;
      await db.transaction(async (tx) => {
        if (displayName !== undefined || tosChecked !== undefined) {
          await tx.update(users).set({ ...(displayName !== undefined ? { displayName: displayName.trim() } : {}), ...(tosChecked !== undefined ? { tosChecked } : {}) }).where(eq(users.username, ctx.username));
        }
        if (backToAboutTab !== undefined) {
          await tx.insert(memberState).values({ memberId: `user:${ctx.username}`, key: 'settings', value: { backToAboutTab } })
            .onConflictDoUpdate({ target: [memberState.memberId, memberState.key], set: { value: { backToAboutTab }, updatedAt: new Date() } });
        }
      });
      return ok('Settings updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof DisplayNameBody> }>(
    '/users/:userId/profile/display-name',
    { config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, errorCode: 'UPD-0002' }, schema: { tags, security: bearer, summary: 'Change display name', params: UserIdParams, body: DisplayNameBody, response: responses({ 200: Ok }) } },
    async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ displayName: request.body.displayName.trim() }).where(eq(users.username, ctx.username));
      deps.state.generation += 1;
      return ok('Your display name has been updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof EmailBody> }>(
    '/users/:userId/profile/email',
    { config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'email.changed', errorCode: 'UPD-0003' }, schema: { tags, security: bearer, summary: 'Change email address (asks for the current password; tells the old address; ends the account\'s other sessions)', params: UserIdParams, body: EmailBody, response: responses({ 200: Ok }, [400, 401, 403, 404, 429]) } },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      await confirmCurrentPassword(request, reply, user, request.body.currentPassword);
      if (user.email.toLowerCase() === request.body.email.toLowerCase()) throw fieldError('UPD-0004', 'email', 'Enter an email address different from the current one.');
      await db.update(users).set({ email: request.body.email }).where(eq(users.username, ctx.username));
      await endOtherSessions(request, ctx.username);
      // The old address hears of it (in case this was not its owner), with the new one masked.
      await send(db, {
        to: user.email,
        channel: 'email',
        subject: 'Your email address was changed',
        body: `The email address on your member portal account was changed to ${maskEmail(request.body.email)}. Other devices were signed out. If this was not you, contact us right away.`,
      });
      return ok('Your email address has been updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof PhoneBody> }>(
    '/users/:userId/profile/phone',
    { config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'phone.changed', errorCode: 'UPD-0005' }, schema: { tags, security: bearer, summary: 'Change mobile phone (asks for the current password; tells the old number; ends the account\'s other sessions)', params: UserIdParams, body: PhoneBody, response: responses({ 200: Ok }, [400, 401, 403, 404, 429]) } },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      await confirmCurrentPassword(request, reply, user, request.body.currentPassword);
      await db.update(users).set({ phone: request.body.mobilePhone }).where(eq(users.username, ctx.username));
      await endOtherSessions(request, ctx.username);
      // The old number hears of it (in case this was not its owner), with the new one masked.
      if (user.phone && user.phone !== request.body.mobilePhone) {
        await send(db, {
          to: user.phone,
          channel: 'text',
          subject: 'Your mobile number was changed',
          body: `Member portal: the mobile number on your account was changed to ${maskPhone(request.body.mobilePhone)}. If this was not you, contact us right away.`,
        });
      }
      return ok('Your phone number has been updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof SecurityQuestionsBody> }>(
    '/users/:userId/security-questions',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'security-questions.changed', errorCode: 'CHP-0010' },
      schema: { tags, security: bearer, summary: 'Replace the two security questions', params: UserIdParams, body: SecurityQuestionsBody, response: responses({ 200: Ok }, [400, 401, 403, 404, 429]) },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(ctx.username);
      await confirmCurrentPassword(request, reply, user, request.body.currentPassword);
      const [q1, q2] = request.body.questions as [{ question: string; answer: string }, { question: string; answer: string }];
      if (q1.question.trim().toLowerCase() === q2.question.trim().toLowerCase()) throw fieldError('CHP-0011', 'questions.1.question', 'Choose two different questions.');
      const securityQuestions = await Promise.all(
        [q1, q2].map(async (q) => ({ question: q.question.trim(), answerHash: await hashSecret(normaliseAnswer(q.answer)) })),
      );
      await db.update(users).set({ securityQuestions }).where(eq(users.username, ctx.username));
      return ok('Your security questions have been updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof MfaBody> }>(
    '/users/:userId/mfa-preference',
    { config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'mfa.changed', errorCode: 'OPT-0001' }, schema: { tags, security: bearer, summary: 'Preferred channel for sign-in passcodes', params: UserIdParams, body: MfaBody, response: responses({ 200: Ok }) } },
    async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ mfaPreference: request.body.channel }).where(eq(users.username, ctx.username));
      return ok('Your multi-factor authentication preference has been updated.');
    },
  );

  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof FamilyAccessBody> }>(
    '/users/:userId/family-access',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId', alsoEach: 'body.memberId' }, auditEvent: 'family-access.changed', errorCode: 'OPT-0002' },
      schema: {
        tags, security: bearer, summary: 'Let the policyholder see this adult dependent\'s claims (family access)',
        params: UserIdParams, body: FamilyAccessBody, response: responses({ 200: Ok }, [400, 401, 403, 422]),
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

  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/dependents',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } },
      schema: {
        tags, security: bearer, summary: 'The family roster: everyone on the user\'s plans and the contracts they hold, across plans (adult dependents too, by name)', params: UserIdParams,
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
