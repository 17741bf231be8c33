// The one live chat of the portal (docs/product/session.md#session-chat "Chat"): its state for the widget, the chat events,
// and the rules around them. End chat asks for confirmation (endClicked, endConfirmation); confirming
// ends it (endChatConfirmed, then terminate), cancelling returns to the chat (endChatCancelled).
// Sign-out, and choosing a plan that offers no chat, end an active chat at once and forget its
// transcript; a page without chat only hides the widget (chat-host.tsx), so the chat carries on here.
import { createStore } from 'zustand/vanilla';
import { onSignOutReset } from '@portal/session';
import type { ChatEventName, ChatMessage, ChatProvider, ChatProviderEvent, ChatSession, ChatStartOptions } from './chat-provider';

export type ChatStatus = 'idle' | 'starting' | 'active' | 'confirming-end' | 'ending' | 'ended' | 'failed';

export interface ChatState {
  status: ChatStatus;
  agentName: string | null;
  messages: ChatMessage[];
  sending: boolean;
  /** The last message could not be delivered (the member may send it again). */
  sendFailed: boolean;
  endedBy: 'member' | 'agent' | null;
  panelOpen: boolean;
}

const initialState: ChatState = {
  status: 'idle',
  agentName: null,
  messages: [],
  sending: false,
  sendFailed: false,
  endedBy: null,
  panelOpen: false,
};

export const chatStore = createStore<ChatState>()(() => initialState);

let session: ChatSession | null = null;
let unsubscribe: (() => void) | null = null;
/** Bumped whenever the chat is abandoned, so a start still under way is dropped when it returns. */
let generation = 0;

const eventListeners = new Set<(name: ChatEventName) => void>();

/** The chat events as they happen (for the provider's analytics or tests). */
export function onChatEvent(listener: (name: ChatEventName) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function emit(name: ChatEventName): void {
  for (const listener of eventListeners) listener(name);
}

function detach(): void {
  unsubscribe?.();
  unsubscribe = null;
  session = null;
}

function handleProviderEvent(event: ChatProviderEvent): void {
  switch (event.type) {
    case 'accepted':
      chatStore.setState({ status: 'active', agentName: event.agentName });
      emit('accepted');
      break;
    case 'message':
      chatStore.setState((state) => ({ messages: [...state.messages, event.message] }));
      break;
    case 'terminate':
      detach();
      chatStore.setState({ status: 'ended', endedBy: event.by, sending: false });
      emit('terminate');
      break;
  }
}

export function setChatPanelOpen(panelOpen: boolean): void {
  chatStore.setState({ panelOpen });
}

export async function startChat(provider: ChatProvider, options: ChatStartOptions): Promise<void> {
  const { status } = chatStore.getState();
  if (session || status === 'starting') return;
  const attempt = ++generation;
  chatStore.setState({ status: 'starting', agentName: null, messages: [], sending: false, sendFailed: false, endedBy: null });
  let started: ChatSession;
  try {
    started = await provider.start(options);
  } catch {
    if (attempt === generation) chatStore.setState({ status: 'failed' });
    return;
  }
  if (attempt !== generation) {
    // Abandoned while starting (sign-out, or a page without chat): end it at the provider too.
    void started.end();
    return;
  }
  session = started;
  unsubscribe = started.subscribe(handleProviderEvent);
}

/** Sends the member's message; false when it was not delivered. */
export async function sendChatMessage(text: string): Promise<boolean> {
  const current = session;
  const trimmed = text.trim();
  if (!current || trimmed === '' || chatStore.getState().status !== 'active') return false;
  chatStore.setState({ sending: true, sendFailed: false });
  try {
    await current.send(trimmed);
    chatStore.setState({ sending: false });
    return true;
  } catch {
    chatStore.setState({ sending: false, sendFailed: true });
    return false;
  }
}

/** End chat: asks for confirmation first. */
export function requestEndChat(): void {
  if (chatStore.getState().status !== 'active') return;
  emit('endClicked');
  chatStore.setState({ status: 'confirming-end' });
  emit('endConfirmation');
}

export function cancelEndChat(): void {
  if (chatStore.getState().status !== 'confirming-end') return;
  emit('endChatCancelled');
  chatStore.setState({ status: 'active' });
}

export async function confirmEndChat(): Promise<void> {
  const current = session;
  if (chatStore.getState().status !== 'confirming-end' || !current) return;
  emit('endChatConfirmed');
  chatStore.setState({ status: 'ending' });
  await current.end();
}

/** After a chat has ended (or failed to start): back to the start form. */
export function startOver(): void {
  if (session) return;
  chatStore.setState({ ...initialState, panelOpen: chatStore.getState().panelOpen });
}

/** Ends any chat at once, without confirmation, and forgets it (sign-out, a plan without chat). */
export function endActiveChat(): Promise<void> {
  generation += 1;
  const current = session;
  detach();
  chatStore.setState(initialState);
  if (!current) return Promise.resolve();
  emit('terminate');
  return current.end();
}

// docs/product/session.md#session-sign-out: sign-out ends a live chat if one is active.
onSignOutReset(() => void endActiveChat());
