// The ChatProvider for the sandbox's simulated chat service (sandbox README "Simulated live chat"):
// JSON over HTTP at the configured base URL, no member token (a chat vendor has its own session).
import axios, { type AxiosInstance } from 'axios';
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

function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

export function createSandboxChatProvider(baseUrl: string, http: AxiosInstance = axios.create({ timeout: 15_000 })): ChatProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async start(options: ChatStartOptions): Promise<ChatSession> {
      const body = { campaign: options.campaign, timeZone: options.timeZone, ...(options.contactName ? { contactName: options.contactName } : {}) };
      const { data } = await http.post<StartResponse>(`${base}/sessions`, body, { headers: { 'Content-Type': 'application/json' } });
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
            const response = await http.post<{ messages: WireMessage[] }>(`${sessionUrl}/messages`, { text }, { headers: { 'Content-Type': 'application/json' } });
            for (const message of response.data?.messages ?? []) events.emit({ type: 'message', message: toMessage(sessionId, message) });
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
            await http.delete(sessionUrl);
          } catch {
            // The member has left the chat either way; the provider closes idle chats on its own.
          }
          terminate('member');
        },
      };
    },
  };
}
