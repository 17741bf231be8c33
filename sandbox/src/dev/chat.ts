import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../app.ts';
import { callError, notFound } from '../api/errors.ts';
import type { ChatSessionRecord } from '../state.ts';

// The simulated live-chat provider (docs/product/session.md#session-stores-load-once "Chat"): the portal's sandbox chat adapter starts a
// session, an automated agent accepts it at once and answers every message, and either side ends it.
// Sessions live in process memory (cleared by reset); development mode only.

/** At most this many sessions are kept (the oldest go first) and this many messages per session. */
const MAX_SESSIONS = 500;
const MAX_MESSAGES = 200;
const AGENT_NAME = 'Sam';

const StartBody = Type.Object(
  {
    campaign: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone, e.g. America/Chicago' }),
    contactName: Type.Optional(Type.String({ maxLength: 60, description: 'Preferred Name (optional)' })),
  },
  { additionalProperties: false },
);
const SessionParams = Type.Object({ sessionId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const MessageBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }, { additionalProperties: false });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function localTime(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(now);
}

/** The automated agent's answer: a few topics, otherwise an acknowledgement that quotes the member. */
export function agentReply(text: string, contactName: string | null): string {
  const name = contactName ? `, ${contactName}` : '';
  if (/\b(thanks|thank you|bye|goodbye)\b/i.test(text)) {
    return `You're welcome${name}! Is there anything else I can help with? You can end the chat at any time.`;
  }
  if (/\bclaims?\b/i.test(text)) return 'You can see every claim and its status on the Claims page, under Care in the menu.';
  if (/\bid cards?\b/i.test(text)) return 'You can view, email, fax or order ID cards on the ID Cards page.';
  if (/\b(bill|pay|payment)\b/i.test(text)) return 'You can pay your bill and set up autopay on the Pay Bill page.';
  const quoted = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return `Thanks${name}. I'm the sandbox's automated agent, so I can't look anything up, but I got your message: "${quoted}"`;
}

function view(session: ChatSessionRecord) {
  return {
    sessionId: session.sessionId,
    state: session.state,
    endedBy: session.endedBy,
    campaign: session.campaign,
    timeZone: session.timeZone,
    agent: { name: session.agentName },
    messages: session.messages,
  };
}

/** Chat routes of the simulated provider (registered with the other development routes). */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sessions = deps.state.chatSessions;
  const tags = ['sandbox chat (development only)'];
  const noStore = { 'cache-control': 'no-store' };

  const sessionOf = (sessionId: string): ChatSessionRecord => {
    const session = sessions.get(sessionId);
    if (!session) throw notFound('BP-NFA-404', 'There is no chat with this id.');
    return session;
  };
  const addMessage = (session: ChatSessionRecord, from: 'member' | 'agent', text: string) => {
    const message = { id: session.messages.length + 1, from, text, sentAt: new Date().toISOString() };
    session.messages.push(message);
    return message;
  };

  app.post<{ Body: Static<typeof StartBody> }>(
    '/sandbox/chat/sessions',
    { schema: { tags, summary: 'Start a chat: an automated agent accepts it and greets the member', body: StartBody } },
    async (request, reply) => {
      const { campaign, timeZone } = request.body;
      if (!isTimeZone(timeZone))
        throw callError(400, 'BP-NFA-400', 'Some of the information you entered is not valid.', [
          { field: 'timeZone', message: 'Must be an IANA time zone, e.g. America/Chicago.' },
        ]);
      const contactName = request.body.contactName?.trim() || null;
      while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      const session: ChatSessionRecord = {
        sessionId: randomUUID(),
        campaign: campaign.trim(),
        timeZone,
        contactName,
        agentName: AGENT_NAME,
        state: 'accepted',
        endedBy: null,
        messages: [],
      };
      addMessage(
        session,
        'agent',
        `Hi ${contactName ?? 'there'}, I'm ${AGENT_NAME} with the ${session.campaign} team. It's ${localTime(timeZone)} here. How can I help you today?`,
      );
      sessions.set(session.sessionId, session);
      return reply.code(201).headers(noStore).send(view(session));
    },
  );

  app.get<{ Params: Static<typeof SessionParams> }>(
    '/sandbox/chat/sessions/:sessionId',
    { schema: { tags, summary: 'A chat and its transcript', params: SessionParams } },
    async (request, reply) => reply.headers(noStore).send(view(sessionOf(request.params.sessionId))),
  );

  app.post<{ Params: Static<typeof SessionParams>; Body: Static<typeof MessageBody> }>(
    '/sandbox/chat/sessions/:sessionId/messages',
    {
      schema: {
        tags,
        summary: "Send the member's message; the answer holds it and the agent's reply",
        params: SessionParams,
        body: MessageBody,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request.params.sessionId);
      if (session.state === 'ended') throw callError(409, 'BP-NFA-409', 'This chat has ended. Start a new chat.');
      if (session.messages.length + 2 > MAX_MESSAGES)
        throw callError(409, 'BP-NFA-409', 'This chat has reached its message limit. Start a new chat.');
      const text = request.body.text.trim();
      const sent = addMessage(session, 'member', text);
      const answer = addMessage(session, 'agent', agentReply(text, session.contactName));
      return reply
        .code(201)
        .headers(noStore)
        .send({ messages: [sent, answer] });
    },
  );

  app.delete<{ Params: Static<typeof SessionParams> }>(
    '/sandbox/chat/sessions/:sessionId',
    { schema: { tags, summary: 'End a chat (ending an ended chat changes nothing)', params: SessionParams } },
    async (request, reply) => {
      const session = sessionOf(request.params.sessionId);
      if (session.state !== 'ended') {
        session.state = 'ended';
        session.endedBy = 'member';
      }
      return reply.headers(noStore).send({ sessionId: session.sessionId, state: session.state, endedBy: session.endedBy });
    },
  );
}
