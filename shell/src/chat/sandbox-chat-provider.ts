// The ChatProvider for the sandbox's simulated chat service (sandbox sandbox/README.md#simulated-live-chat-sandboxchat-not-in-production):
// JSON over HTTP at the configured base URL on the portal's one HTTP client (docs/http.md), no member
// token (a chat vendor has its own session), so none of the client's call handling applies.
import { httpClient, httpStatusOf } from '@portal/api-client';
import { createProviderEvents, type ChatMessage, type ChatProvider, type ChatSession, type ChatStartOptions } from './chat-provider';

interface WireMessage {
  id: number | string;
  from: 'member' | 'agent';
  text: string;
  sentAt: string;
}

interface StartResponse {
  sessionId: string;
  state: 'accepted' | 'ended';
  agent: { name: string };
  messages: WireMessage[];
}

/** Statuses meaning the chat no longer exists at the provider (ended, or forgotten by a reset). */
const goneStatuses = new Set([404, 409]);

function toMessage(sessionId: string, message: WireMessage): ChatMessage {
  return {
    id: `${sessionId}:${message.id}`,
    from: message.from === 'member' ? 'member' : 'agent',
    text: String(message.text),
    sentAt: String(message.sentAt),
  };
}

/**
 * One request to the chat service, given up after `timeoutMs` (reading the answer included). axios's
 * defaults fit the chat as they are: its Accept header (JSON, then text, then anything), an object body
 * sent as JSON, and an answer parsed as JSON when it is JSON, else given as its text (the caller checks
 * the shape). An answer outside 200 to 299 rejects; httpStatusOf reads its status.
 */
async function chatRequest(method: 'POST' | 'DELETE', url: string, timeoutMs: number, body?: object): Promise<unknown> {
  const client = await httpClient();
  const response = await client.request<unknown>({ method, url, data: body, timeout: timeoutMs });
  return response.data;
}

export function createSandboxChatProvider(baseUrl: string, timeoutMs = 15_000): ChatProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async start(options: ChatStartOptions): Promise<ChatSession> {
      const body = {
        campaign: options.campaign,
        timeZone: options.timeZone,
        ...(options.contactName ? { contactName: options.contactName } : {}),
      };
      const data = (await chatRequest('POST', `${base}/sessions`, timeoutMs, body)) as Partial<StartResponse> | null;
      if (typeof data?.sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(data.sessionId))
        throw new Error('the chat service answered without a session');
      const sessionId = data.sessionId;
      const sessionUrl = `${base}/sessions/${encodeURIComponent(sessionId)}`;
      const events = createProviderEvents();
      let ended = false;
      const terminate = (by: 'member' | 'agent') => {
        if (ended) return;
        ended = true;
        events.emit({ type: 'terminate', by });
      };

      events.emit({ type: 'accepted', agentName: data.agent?.name || 'an agent' });
      for (const message of data.messages ?? []) events.emit({ type: 'message', message: toMessage(sessionId, message) });

      return {
        id: sessionId,
        subscribe: events.subscribe,
        async send(text) {
          if (ended) throw new Error('the chat has ended');
          try {
            const data = (await chatRequest('POST', `${sessionUrl}/messages`, timeoutMs, { text })) as { messages?: WireMessage[] } | null;
            for (const message of data?.messages ?? []) events.emit({ type: 'message', message: toMessage(sessionId, message) });
          } catch (error) {
            const status = httpStatusOf(error);
            if (status !== null && goneStatuses.has(status)) {
              terminate('agent');
              return;
            }
            throw error;
          }
        },
        async end() {
          if (ended) return;
          try {
            await chatRequest('DELETE', sessionUrl, timeoutMs);
          } catch {
            // The member has left the chat either way; the provider closes idle chats on its own.
          }
          terminate('member');
        },
      };
    },
  };
}
