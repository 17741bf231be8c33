// Which messages the list shows (all, or unread only), kept for the browser session, not in the URL.
import { useState } from 'react';
import { readSessionItem, writeSessionItem } from '@portal/session';
import type { MessageFilter } from '../messages/api';

const storageKey = 'message_center_filter';

export function useMessageFilter(): [MessageFilter, (filter: MessageFilter) => void] {
  const [filter, setFilter] = useState<MessageFilter>(() => (readSessionItem(storageKey) === 'unread' ? 'unread' : 'all'));
  const choose = (next: MessageFilter) => {
    writeSessionItem(storageKey, next === 'unread' ? next : null);
    setFilter(next);
  };
  return [filter, choose];
}
