import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { memberStateStore } from '../../db/member-state.ts';
import { memberSubject } from '../../access/route-access.ts';
import { fieldError, notFound } from '../errors.ts';
import { responses } from '../schemas.ts';
import { messageCenterRoute } from '../messages/message-center-route.ts';

/** The member's saved choices (preferences, notification settings), by key. */
type MemberStateStore = ReturnType<typeof memberStateStore>;

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

function preferences(api: FastifyInstance, state: MemberStateStore): void {
  messageCenterRoute(api, 'GET /preferences', {
    config: { callErrorCode: 'BP-NFA-0235', access: { kind: 'preferences', action: 'read' } },
    schema: {
      summary: 'Communication preferences (paperless EOB, notifications, annual benefit letter)',
      querystring: PrefQuery,
      response: responses({ 200: Preferences }),
    },
    handler: async (request) => {
      const prefs = await state.get<Static<typeof Preferences>>(request.params.memberId, 'preferences');
      if (!prefs) throw notFound('BP-NFA-0235', 'No preferences on file.');
      return prefs;
    },
  });
}

function savePreferences(api: FastifyInstance, state: MemberStateStore): void {
  messageCenterRoute(api, 'POST /preferences', {
    config: { errorCode: 'OPT-0010', callErrorCode: 'BP-NFA-0236', access: { kind: 'preferences', action: 'change' } },
    schema: {
      summary: 'Save communication preferences (whole payload)',
      querystring: PrefQuery,
      body: Preferences,
      response: responses({ 200: Preferences }),
    },
    handler: async (request) => {
      const { member } = memberSubject(request);
      if (request.body.hideTermedDependents && !member.isPolicyHolder) {
        throw fieldError('OPT-0011', 'hideTermedDependents', 'Not allowed for this member.');
      }
      await state.put(request.params.memberId, 'preferences', request.body);
      return request.body;
    },
  });
}

function notificationSettings(api: FastifyInstance, state: MemberStateStore): void {
  messageCenterRoute(api, 'GET /notification-settings', {
    config: { access: { kind: 'notificationSettings', action: 'read' } },
    schema: { summary: 'Notification topics and channels', response: responses({ 200: NotificationSettings }) },
    handler: async (request) => {
      return (await state.get(request.params.memberId, 'notificationSettings')) ?? { topics: [] };
    },
  });
}

function saveNotificationSettings(api: FastifyInstance, state: MemberStateStore): void {
  messageCenterRoute(api, 'PUT /notification-settings', {
    config: { errorCode: 'NOT-0002', access: { kind: 'notificationSettings', action: 'change' } },
    schema: {
      summary: 'Replace notification settings',
      body: NotificationSettings,
      response: responses({ 200: NotificationSettings }),
    },
    handler: async (request) => {
      const current = (await state.get<Static<typeof NotificationSettings>>(request.params.memberId, 'notificationSettings')) ?? {
        topics: [],
      };
      const known = new Map(current.topics.map((t) => [t.topic, t]));
      const unknown = request.body.topics.find((t) => !known.has(t.topic));
      if (unknown) throw fieldError('NOT-0003', 'topics', `Unknown topic "${unknown.topic}".`);
      const next = {
        topics: current.topics.map((t) => ({ ...t, ...request.body.topics.find((u) => u.topic === t.topic), label: t.label })),
      };
      await state.put(request.params.memberId, 'notificationSettings', next);
      return next;
    },
  });
}

/** Communication preferences and notification settings. */
export default async function preferenceRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  // One store of the member's saved choices serves all four routes.
  const state = memberStateStore(deps.database.db);
  preferences(api, state);
  savePreferences(api, state);
  notificationSettings(api, state);
  saveNotificationSettings(api, state);
}
