import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { hashSecret, normaliseAnswer } from '../../auth/passwords.ts';
import { memberState, users } from '../../db/schema.ts';
import { ageOn } from '../../seed/dates.ts';
import { maskEmail, maskPhone, send } from '../../services/outbox.ts';
import { callerOf } from '../../access/route-access.ts';
import { fieldError } from '../errors.ts';
import { CurrentPassword, DisplayName, Email, Ok, ok, Phone10, responses, SecurityAnswer, Text, UserIdParams, bearer } from '../schemas.ts';
import { confirmCurrentPassword, endOtherSessions, loadUser } from '../users/account-checks.ts';

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
    questions: Type.Array(Type.Object({ question: Text(200, 5), answer: SecurityAnswer }, { additionalProperties: false }), {
      minItems: 2,
      maxItems: 2,
    }),
  },
  { additionalProperties: false },
);
const MfaBody = Type.Object({ channel: Type.Union([Type.Literal('email'), Type.Literal('text')]) }, { additionalProperties: false });

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

const tags = ['users'];

function profile(api: FastifyInstance, deps: AppDeps): void {
  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/profile',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Profile, sign-in and privacy settings of the user',
        params: UserIdParams,
        response: responses({ 200: Profile }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
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
}

function settings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof UserIdParams> }>(
    '/users/:userId/settings',
    {
      config: { access: { kind: 'account', action: 'read', subject: 'params.userId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'User settings (docs/product/data-and-calls.md#data-selected-plan)',
        params: UserIdParams,
        response: responses({
          200: Type.Object({ displayName: Type.String(), tosChecked: Type.Boolean(), backToAboutTab: Type.Boolean() }),
        }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      const stored = await db
        .select()
        .from(memberState)
        .where(eq(memberState.memberId, `user:${ctx.username}`));
      const extra = (stored.find((r) => r.key === 'settings')?.value ?? {}) as { backToAboutTab?: boolean };
      return { displayName: user.displayName, tosChecked: user.tosChecked, backToAboutTab: extra.backToAboutTab ?? false };
    },
  );
}

function saveSettings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof SettingsBody> }>(
    '/users/:userId/settings',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, errorCode: 'UPD-0001' },
      schema: {
        tags,
        security: bearer,
        summary: 'Update user settings',
        params: UserIdParams,
        body: SettingsBody,
        response: responses({ 200: Ok }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      const { displayName, tosChecked, backToAboutTab } = request.body;
      await db.transaction(async (tx) => {
        if (displayName !== undefined || tosChecked !== undefined) {
          await tx
            .update(users)
            .set({
              ...(displayName !== undefined ? { displayName: displayName.trim() } : {}),
              ...(tosChecked !== undefined ? { tosChecked } : {}),
            })
            .where(eq(users.username, ctx.username));
        }
        if (backToAboutTab !== undefined) {
          await tx
            .insert(memberState)
            .values({ memberId: `user:${ctx.username}`, key: 'settings', value: { backToAboutTab } })
            .onConflictDoUpdate({
              target: [memberState.memberId, memberState.key],
              set: { value: { backToAboutTab }, updatedAt: new Date() },
            });
        }
      });
      return ok('Settings updated.');
    },
  );
}

function saveDisplayName(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof DisplayNameBody> }>(
    '/users/:userId/profile/display-name',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, errorCode: 'UPD-0002' },
      schema: {
        tags,
        security: bearer,
        summary: 'Change display name',
        params: UserIdParams,
        body: DisplayNameBody,
        response: responses({ 200: Ok }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ displayName: request.body.displayName.trim() }).where(eq(users.username, ctx.username));
      deps.state.generation += 1;
      return ok('Your display name has been updated.');
    },
  );
}

function saveEmail(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof EmailBody> }>(
    '/users/:userId/profile/email',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId' },
        auditEvent: 'email.changed',
        errorCode: 'UPD-0003',
      },
      schema: {
        tags,
        security: bearer,
        summary: "Change email address (asks for the current password; tells the old address; ends the account's other sessions)",
        params: UserIdParams,
        body: EmailBody,
        response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      if (user.email.toLowerCase() === request.body.email.toLowerCase())
        throw fieldError('UPD-0004', 'email', 'Enter an email address different from the current one.');
      await db.update(users).set({ email: request.body.email }).where(eq(users.username, ctx.username));
      await endOtherSessions(deps, request, ctx.username);
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
}

function saveMobilePhone(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof PhoneBody> }>(
    '/users/:userId/profile/phone',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId' },
        auditEvent: 'phone.changed',
        errorCode: 'UPD-0005',
      },
      schema: {
        tags,
        security: bearer,
        summary: "Change mobile phone (asks for the current password; tells the old number; ends the account's other sessions)",
        params: UserIdParams,
        body: PhoneBody,
        response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      await db.update(users).set({ phone: request.body.mobilePhone }).where(eq(users.username, ctx.username));
      await endOtherSessions(deps, request, ctx.username);
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
}

function saveSecurityQuestions(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof SecurityQuestionsBody> }>(
    '/users/:userId/security-questions',
    {
      config: {
        access: { kind: 'account', action: 'change', subject: 'params.userId' },
        auditEvent: 'security-questions.changed',
        errorCode: 'CHP-0010',
      },
      schema: {
        tags,
        security: bearer,
        summary: 'Replace the two security questions',
        params: UserIdParams,
        body: SecurityQuestionsBody,
        response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      const [q1, q2] = request.body.questions as [{ question: string; answer: string }, { question: string; answer: string }];
      if (q1.question.trim().toLowerCase() === q2.question.trim().toLowerCase())
        throw fieldError('CHP-0011', 'questions.1.question', 'Choose two different questions.');
      const securityQuestions = await Promise.all(
        [q1, q2].map(async (q) => ({ question: q.question.trim(), answerHash: await hashSecret(normaliseAnswer(q.answer)) })),
      );
      await db.update(users).set({ securityQuestions }).where(eq(users.username, ctx.username));
      return ok('Your security questions have been updated.');
    },
  );
}

function saveMfaPreference(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof UserIdParams>; Body: Static<typeof MfaBody> }>(
    '/users/:userId/mfa-preference',
    {
      config: { access: { kind: 'account', action: 'change', subject: 'params.userId' }, auditEvent: 'mfa.changed', errorCode: 'OPT-0001' },
      schema: {
        tags,
        security: bearer,
        summary: 'Preferred channel for sign-in passcodes',
        params: UserIdParams,
        body: MfaBody,
        response: responses({ 200: Ok }),
      },
    },
    async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ mfaPreference: request.body.channel }).where(eq(users.username, ctx.username));
      return ok('Your multi-factor authentication preference has been updated.');
    },
  );
}

/** The user's profile and settings: names, email, mobile phone, security questions and one-time passcode channel. */
export default async function profileRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  profile(api, deps);
  settings(api, deps);
  saveSettings(api, deps);
  saveDisplayName(api, deps);
  saveEmail(api, deps);
  saveMobilePhone(api, deps);
  saveSecurityQuestions(api, deps);
  saveMfaPreference(api, deps);
}
