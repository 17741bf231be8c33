// The message center's calls (sandbox README, message center). Loads opt out of the error dialog:
// the page shows the failure in place with Try again, and the rest of the page keeps working.
// Their answers' types are generated from the sandbox's OpenAPI document (@portal/api-types).
import { apiRequest, PortalApiError } from '@portal/api-client';
import type { ApiResponse } from '@portal/api-types';
import { messagesCalls } from '../api-calls';

/** A message; its body is HTML from the server, shown only through SanitizedHtml; createdAt is an ISO date-time. */
export type Message = ApiResponse<'/member/portal/v1/message-center/{memberId}/messages/{messageId}', 'get'>;

export type MessageStatus = Message['status'];

/** A page of messages, with the member's unread count. */
export type MessagePage = ApiResponse<'/member/portal/v1/message-center/{memberId}/messages', 'get'>;

/** Messages per page of the message center. */
export const messagePageSize = 10;

export type MessageFilter = 'all' | 'unread';

export function listMessages(memberId: string, page: number, filter: MessageFilter, signal: AbortSignal): Promise<MessagePage> {
  return apiRequest<MessagePage>(messagesCalls.messages, {
    params: { memberId },
    query: { page, pageSize: messagePageSize, status: filter === 'unread' ? 'UNREAD' : undefined },
    signal,
    optOutOfErrorDialog: true,
  });
}

/** One message, or null when it does not exist (deleted, or not this member's). */
export async function getMessage(memberId: string, messageId: string, signal: AbortSignal): Promise<Message | null> {
  try {
    return await apiRequest<Message>(messagesCalls.message, { params: { memberId, messageId }, signal, optOutOfErrorDialog: true });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}

/** Marks a message read. Reading does not depend on it, so a failure is only recorded. */
export function markMessageRead(memberId: string, messageId: string): Promise<Message> {
  return apiRequest<Message>(messagesCalls.messageStatus, { params: { memberId, messageId }, body: { status: 'READ' }, optOutOfErrorDialog: true });
}

/** Deletes a message; a failure shows the error dialog (BP-NFA-0234). */
export function deleteMessage(memberId: string, messageId: string): Promise<unknown> {
  return apiRequest(messagesCalls.deleteMessage, { params: { memberId, messageId } });
}
