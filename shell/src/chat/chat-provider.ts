// The live-chat adapter interface (docs/product/session.md#session-chat "Chat"). The widget talks only to a ChatProvider, so
// a vendor SDK can replace the sandbox's simulated provider by implementing this and being named in
// chat-providers.ts.

/** The chat events of docs/product/session.md#session-chat, as the widget emits and handles them. */
export type ChatEventName = 'accepted' | 'endClicked' | 'endConfirmation' | 'endChatConfirmed' | 'endChatCancelled' | 'terminate';

export interface ChatMessage {
  id: string;
  from: 'member' | 'agent';
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

export interface ChatStartOptions {
  /** docs/product/session.md#session-chat: America/Chicago. */
  timeZone: string;
  /** The configured campaign the provider routes the chat to. */
  campaign: string;
  /** The configured colours of the widget (#rrggbb). */
  colors: { primary: string; onPrimary: string };
  /** The optional contact name field (Preferred Name); absent when left empty. */
  contactName?: string;
}

/** What a provider reports about a running chat. */
export type ChatProviderEvent =
  | { type: 'accepted'; agentName: string }
  | { type: 'message'; message: ChatMessage }
  /** The chat is over: the member ended it, or the agent or provider did. */
  | { type: 'terminate'; by: 'member' | 'agent' };

export type ChatProviderListener = (event: ChatProviderEvent) => void;

export interface ChatSession {
  readonly id: string;
  /** Sends the member's message; rejects when it was not delivered (the chat goes on). */
  send(text: string): Promise<void>;
  /** Ends the chat; always reports `terminate` (best effort towards the provider). */
  end(): Promise<void>;
  /** Events of this chat. Events raised before the first subscriber are kept for it. */
  subscribe(listener: ChatProviderListener): () => void;
}

export interface ChatProvider {
  /** Starts a chat; rejects when the provider cannot be reached or refuses it. */
  start(options: ChatStartOptions): Promise<ChatSession>;
}

/** An event channel for adapters: holds events until the first subscriber, then delivers in order. */
export function createProviderEvents(): { emit: ChatProviderListener; subscribe: ChatSession['subscribe'] } {
  const listeners = new Set<ChatProviderListener>();
  let backlog: ChatProviderEvent[] | null = [];
  return {
    emit(event) {
      if (backlog) backlog.push(event);
      else for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (backlog) {
        const pending = backlog;
        backlog = null;
        for (const event of pending) listener(event);
      }
      return () => listeners.delete(listener);
    },
  };
}
