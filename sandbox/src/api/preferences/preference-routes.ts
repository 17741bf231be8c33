import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { memberStateStore } from '../../db/member-state.ts';
import { memberSubject } from '../../access/route-access.ts';
import { fieldError, notFound } from '../errors.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';

const PrefQuery = Type.Object({ customError: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

export const Preferences = Type.Object(
  {
    paperlessEob: Type.Boolean(),
    memberNotifications: Type.Boolean(),
    annualBenefitLetter: Type.Boolean(),
    preferredContactMethod: Type.Union([Type.Literal('email'), Type.Literal('text'), Type.Literal('mail')]),
    hideTermedDependents: Type.Boolean(),
    language: Type.Union([Type.Literal('en-us'), Type.Literal('es-us')]),
  },
  { additionalProperties: false },
);

const NotificationTopic = Type.Object(
  {
    topic: Type.String({ minLength: 1, maxLength: 40 }),
    label: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Boolean(),
    text: Type.Boolean(),
  },
  { additionalProperties: false },
);
const NotificationSettings = Type.Object(
  { topics: Type.Array(NotificationTopic, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);

const tags = ['message center'];
const base = '/message-center/:memberId';

function preferences(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof PrefQuery> }>(
    `${base}/preferences`,
    {
      config: { callErrorCode: 'BP-NFA-0235', access: { kind: 'preferences', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Communication preferences (paperless EOB, notifications, annual benefit letter)',
        params: MemberIdParams,
        querystring: PrefQuery,
        response: responses({ 200: Preferences }),
      },
    },
    async (request) => {
      const prefs = await getState<Static<typeof Preferences>>(request.params.memberId, 'preferences');
      if (!prefs) throw notFound('BP-NFA-0235', 'No preferences on file.');
      return prefs;
    },
  );
}

function savePreferences(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const putState = memberStateStore(db).put;
  api.post<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof PrefQuery>; Body: Static<typeof Preferences> }>(
    `${base}/preferences`,
    {
      config: {
        errorCode: 'OPT-0010',
        callErrorCode: 'BP-NFA-0236',
        access: { kind: 'preferences', action: 'change', subject: 'params.memberId' },
      },
      schema: {
        tags,
        security: bearer,
        summary: 'Save communication preferences (whole payload)',
        params: MemberIdParams,
        querystring: PrefQuery,
        body: Preferences,
        response: responses({ 200: Preferences }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      if (request.body.hideTermedDependents && !member.isPolicyHolder) {
        throw fieldError('OPT-0011', 'hideTermedDependents', 'Not allowed for this member.');
      }
      await putState(request.params.memberId, 'preferences', request.body);
      return request.body;
    },
  );
}

function notificationSettings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    `${base}/notification-settings`,
    {
      config: { access: { kind: 'notificationSettings', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Notification topics and channels',
        params: MemberIdParams,
        response: responses({ 200: NotificationSettings }),
      },
    },
    async (request) => {
      return (await getState(request.params.memberId, 'notificationSettings')) ?? { topics: [] };
    },
  );
}

function saveNotificationSettings(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  const putState = memberStateStore(db).put;
  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof NotificationSettings> }>(
    `${base}/notification-settings`,
    {
      config: { errorCode: 'NOT-0002', access: { kind: 'notificationSettings', action: 'change', subject: 'params.memberId' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Replace notification settings',
        params: MemberIdParams,
        body: NotificationSettings,
        response: responses({ 200: NotificationSettings }),
      },
    },
    async (request) => {
      const current = (await getState<Static<typeof NotificationSettings>>(request.params.memberId, 'notificationSettings')) ?? {
        topics: [],
      };
      const known = new Map(current.topics.map((t) => [t.topic, t]));
      const unknown = request.body.topics.find((t) => !known.has(t.topic));
      if (unknown) throw fieldError('NOT-0003', 'topics', `Unknown topic "${unknown.topic}".`);
      const next = {
        topics: current.topics.map((t) => ({ ...t, ...request.body.topics.find((u) => u.topic === t.topic), label: t.label })),
      };
      await putState(request.params.memberId, 'notificationSettings', next);
      return next;
    },
  );
}

/** Communication preferences and notification settings. */
export default async function preferenceRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  preferences(api, deps);
  savePreferences(api, deps);
  notificationSettings(api, deps);
  saveNotificationSettings(api, deps);
}
