// Unread message counts (docs/product/session.md#session-kept-data, docs/product/session.md#session-sign-out): one entry per accessible member, kept in session
// storage, cleared on sign-out. The messages remote writes it; the shell's bell reads the total.
import { createStore } from 'zustand/vanilla';
import { readSessionItem, writeSessionItem } from './session-storage-keys';
import { onSignOutReset } from './sign-out';
import { registerSingletonInstance } from './singleton-instances';

export interface MessageCountEntry {
  memberId: string;
  count: number;
}

export interface MessageCountState {
  entries: MessageCountEntry[];
  loaded: boolean;
  setCounts(entries: MessageCountEntry[]): void;
  reset(): void;
}

export const messageCountStorageKey = 'message_counts';

function restore(): Pick<MessageCountState, 'entries' | 'loaded'> {
  try {
    const entries = JSON.parse(readSessionItem(messageCountStorageKey) ?? 'null') as unknown;
    if (Array.isArray(entries)) return { entries: entries as MessageCountEntry[], loaded: true };
  } catch {
    // An unreadable copy is reloaded from the API.
  }
  return { entries: [], loaded: false };
}

export const messageCountStore = createStore<MessageCountState>()((set) => ({
  ...restore(),
  setCounts(entries) {
    writeSessionItem(messageCountStorageKey, JSON.stringify(entries));
    set({ entries, loaded: true });
  },
  reset() {
    writeSessionItem(messageCountStorageKey, null);
    set({ entries: [], loaded: false });
  },
}));

registerSingletonInstance('@portal/session/message-counts', messageCountStore);
onSignOutReset(() => messageCountStore.getState().reset());

export function totalUnread(entries: MessageCountEntry[]): number {
  return entries.reduce((sum, entry) => sum + Math.max(0, entry.count), 0);
}
