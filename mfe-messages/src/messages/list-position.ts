// The message center page the member was on, so "Back to messages" from a message (and the return
// after deleting one) lands on the same page. Kept for the browser session, not in the URL.
import { readSessionItem, writeSessionItem } from '@portal/session';

const storageKey = 'message_center_page';

/** What the message detail page hands back to the list after deleting a message (router state). */
export interface MessageCenterLocationState {
  deletedSubject?: string;
}

/** /messages for the first page, /messages/N for the others. */
export function messageListPath(page = 1): string {
  return page > 1 ? `/messages/${page}` : '/messages';
}

export function messagePath(messageId: string): string {
  return `/message/${encodeURIComponent(messageId)}`;
}

export function rememberListPage(page: number): void {
  writeSessionItem(storageKey, page > 1 ? String(page) : null);
}

/** The path back to the list page last shown (the first page when there is none). */
export function lastListPath(): string {
  const page = Number(readSessionItem(storageKey));
  return messageListPath(Number.isInteger(page) && page > 1 ? page : 1);
}
