// Message links from email (docs/product/session.md#session-deep-link): a link such as /messages?messageId=MSG1 opened while
// signed out is kept through sign-in and plan selection (the shell saves the path as the deep link and
// the id as deepLinkMessage); once back, the message center opens that message.
import { readSessionItem, sessionKeys, writeSessionItem } from '@portal/session';

const messageIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The message a link asked for: the messageId query, else the one kept through sign-in. */
export function deepLinkedMessageId(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('messageId');
  const candidate = fromQuery ?? readSessionItem(sessionKeys.deepLinkMessage);
  return candidate && messageIdPattern.test(candidate) ? candidate : null;
}

/** The kept id has served its purpose once its message is open (sign-out keeps it otherwise). */
export function forgetDeepLinkMessage(openedMessageId: string): void {
  const kept = readSessionItem(sessionKeys.deepLinkMessage);
  if (kept !== null && (kept === openedMessageId || !messageIdPattern.test(kept))) writeSessionItem(sessionKeys.deepLinkMessage, null);
}
