// The message center's calls and their answers' types, generated from the sandbox's OpenAPI document.
// Loads and the read mark leave failures to the page (errors: 'caller'): it shows them in place with
// Try again, and the rest of the page keeps working. Deleting shows a failure in the error dialog.
import { callApi, messageCenterCall, PortalApiError, type CallAnswer } from '@portal/api-client';

const calls = {
  // Newest first; query page, pageSize, status, category. The default error code.
  messages: messageCenterCall('GET', '{memberId}/messages', 'BP-NFA-100', { errors: 'caller' }),
  message: messageCenterCall('GET', '{memberId}/messages/{messageId}', 'BP-NFA-0231', { errors: 'caller' }),
  messageStatus: messageCenterCall('POST', '{memberId}/messages/{messageId}/status', 'BP-NFA-0232', { errors: 'caller' }),
  deleteMessage: messageCenterCall('DELETE', '{memberId}/messages/{messageId}', 'BP-NFA-0234'),
};

/** A message; its body is HTML from the server, shown only through SanitizedHtml; createdAt is an ISO date-time. */
export type Message = CallAnswer<typeof calls.message>;

export type MessageStatus = Message['status'];

/** A page of messages, with the member's unread count. */
export type MessagePage = CallAnswer<typeof calls.messages>;

/** Messages per page of the message center. */
export const messagePageSize = 10;

export type MessageFilter = 'all' | 'unread';

export function listMessages(memberId: string, page: number, filter: MessageFilter, signal: AbortSignal): Promise<MessagePage> {
  return callApi(calls.messages, {
    params: { memberId },
    query: { page, pageSize: messagePageSize, status: filter === 'unread' ? 'UNREAD' : undefined },
    signal,
  });
}

/** One message, or null when it does not exist (deleted, or not this member's). */
export async function getMessage(memberId: string, messageId: string, signal: AbortSignal): Promise<Message | null> {
  try {
    return await callApi(calls.message, { params: { memberId, messageId }, signal });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}

/** Marks a message read. Reading does not depend on it, so a failure is only recorded. */
export function markMessageRead(memberId: string, messageId: string): Promise<CallAnswer<typeof calls.messageStatus>> {
  return callApi(calls.messageStatus, { params: { memberId, messageId }, body: { status: 'READ' } });
}

/** Deletes a message; a failure shows the error dialog (BP-NFA-0234). */
export function deleteMessage(memberId: string, messageId: string): Promise<unknown> {
  return callApi(calls.deleteMessage, { params: { memberId, messageId } });
}
