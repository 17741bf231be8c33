// The ChatProvider for the sandbox's simulated chat service (sandbox README "Simulated live chat"):
// JSON over HTTP at the configured base URL, no member token (a chat vendor has its own session).
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
  return { id: `${sessionId}:${message.id}`, from: message.from === 'member' ? 'member' : 'agent', text: String(message.text), sentAt: String(message.sentAt) };
}

/** The chat service answered outside 200 to 299. */
class ChatServiceError extends Error {
  constructor(readonly status: number) {
    super(`the chat service answered ${status}`);
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ChatServiceError ? error.status : undefined;
}

/** The answer as JSON, or its raw text when it is not JSON (the caller checks the shape). */
function parseLeniently(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const accept = { Accept: 'application/json, text/plain, */*' };

/** One request to the chat service, given up after `timeoutMs` (reading the answer included). */
async function chatRequest(method: 'POST' | 'DELETE', url: string, timeoutMs: number, body?: object): Promise<unknown> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method,
      headers: body ? { ...accept, 'Content-Type': 'application/json' } : accept,
      body: body ? JSON.stringify(body) : undefined,
      signal: timeout.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new ChatServiceError(response.status);
    return parseLeniently(text);
  } finally {
    clearTimeout(timer);
  }
}

export function createSandboxChatProvider(baseUrl: string, timeoutMs = 15_000): ChatProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async start(options: ChatStartOptions): Promise<ChatSession> {
      const body = { campaign: options.campaign, timeZone: options.timeZone, ...(options.contactName ? { contactName: options.contactName } : {}) };
      const data = (await chatRequest('POST', `${base}/sessions`, timeoutMs, body)) as Partial<StartResponse> | null;
      if (typeof data?.sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(data.sessionId)) throw new Error('the chat service answered without a session');
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
            const status = statusOf(error);
            if (status !== undefined && goneStatuses.has(status)) {
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
