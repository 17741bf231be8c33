import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { hashSecret, normaliseAnswer } from '../../auth/passwords.ts';
import { memberState, users } from '../../db/schema.ts';
import { ageOn } from '../../seed/dates.ts';
import { accountNotices, emailNotice, textNotice } from '../users/account-notices.ts';
import { callerOf } from '../../access/route-access.ts';
import { fieldError } from '../errors.ts';
import { CurrentPassword, DisplayName, Email, Ok, ok, Phone10, responses, SecurityAnswer, Text } from '../schemas.ts';
import { confirmCurrentPassword, endOtherSessions, loadUser } from '../users/account-checks.ts';
import { accountRoute } from '../route-options.ts';

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
  accountRoute(api, 'GET /users/:userId/profile', {
    config: { access: { kind: 'account', action: 'read' } },
    schema: { tags, summary: 'Profile, sign-in and privacy settings of the user', response: responses({ 200: Profile }) },
    handler: async (request) => {
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
  });
}

function settings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'GET /users/:userId/settings', {
    config: { access: { kind: 'account', action: 'read' } },
    schema: {
      tags,
      summary: 'User settings (docs/product/data-and-calls.md#data-selected-plan)',
      response: responses({
        200: Type.Object({ displayName: Type.String(), tosChecked: Type.Boolean(), backToAboutTab: Type.Boolean() }),
      }),
    },
    handler: async (request) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      const stored = await db
        .select()
        .from(memberState)
        .where(eq(memberState.memberId, `user:${ctx.username}`));
      const extra = (stored.find((r) => r.key === 'settings')?.value ?? {}) as { backToAboutTab?: boolean };
      return { displayName: user.displayName, tosChecked: user.tosChecked, backToAboutTab: extra.backToAboutTab ?? false };
    },
  });
}

function saveSettings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/settings', {
    config: { access: { kind: 'account', action: 'change' }, errorCode: 'UPD-0001' },
    schema: { tags, summary: 'Update user settings', body: SettingsBody, response: responses({ 200: Ok }) },
    handler: async (request) => {
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
  });
}

function saveDisplayName(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/profile/display-name', {
    config: { access: { kind: 'account', action: 'change' }, errorCode: 'UPD-0002' },
    schema: { tags, summary: 'Change display name', body: DisplayNameBody, response: responses({ 200: Ok }) },
    handler: async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ displayName: request.body.displayName.trim() }).where(eq(users.username, ctx.username));
      deps.state.generation += 1;
      return ok('Your display name has been updated.');
    },
  });
}

function saveEmail(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/profile/email', {
    config: { access: { kind: 'account', action: 'change' }, auditEvent: 'email.changed', errorCode: 'UPD-0003' },
    schema: {
      tags,
      summary: "Change email address (asks for the current password; tells the old address; ends the account's other sessions)",
      body: EmailBody,
      response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
    },
    handler: async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      if (user.email.toLowerCase() === request.body.email.toLowerCase())
        throw fieldError('UPD-0004', 'email', 'Enter an email address different from the current one.');
      await db.update(users).set({ email: request.body.email }).where(eq(users.username, ctx.username));
      await endOtherSessions(deps, request, ctx.username);
      // The old address hears of it (in case this was not its owner), with the new one masked.
      await emailNotice(db, user.email, accountNotices.emailChanged(request.body.email));
      return ok('Your email address has been updated.');
    },
  });
}

function saveMobilePhone(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/profile/phone', {
    config: { access: { kind: 'account', action: 'change' }, auditEvent: 'phone.changed', errorCode: 'UPD-0005' },
    schema: {
      tags,
      summary: "Change mobile phone (asks for the current password; tells the old number; ends the account's other sessions)",
      body: PhoneBody,
      response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
    },
    handler: async (request, reply) => {
      const ctx = callerOf(request);
      const user = await loadUser(deps, ctx.username);
      await confirmCurrentPassword(deps, request, reply, user, request.body.currentPassword);
      await db.update(users).set({ phone: request.body.mobilePhone }).where(eq(users.username, ctx.username));
      await endOtherSessions(deps, request, ctx.username);
      // The old number hears of it (in case this was not its owner), with the new one masked.
      if (user.phone && user.phone !== request.body.mobilePhone) {
        await textNotice(db, user.phone, accountNotices.mobileChanged(request.body.mobilePhone));
      }
      return ok('Your phone number has been updated.');
    },
  });
}

function saveSecurityQuestions(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/security-questions', {
    config: { access: { kind: 'account', action: 'change' }, auditEvent: 'security-questions.changed', errorCode: 'CHP-0010' },
    schema: {
      tags,
      summary: 'Replace the two security questions',
      body: SecurityQuestionsBody,
      response: responses({ 200: Ok }, [400, 401, 403, 404, 429]),
    },
    handler: async (request, reply) => {
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
  });
}

function saveMfaPreference(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  accountRoute(api, 'PUT /users/:userId/mfa-preference', {
    config: { access: { kind: 'account', action: 'change' }, auditEvent: 'mfa.changed', errorCode: 'OPT-0001' },
    schema: { tags, summary: 'Preferred channel for sign-in passcodes', body: MfaBody, response: responses({ 200: Ok }) },
    handler: async (request) => {
      const ctx = callerOf(request);
      await db.update(users).set({ mfaPreference: request.body.channel }).where(eq(users.username, ctx.username));
      return ok('Your multi-factor authentication preference has been updated.');
    },
  });
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
