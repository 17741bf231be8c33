// The unread-count call of the shell's bell. The bell is secondary: a failed count leaves it hidden
// rather than interrupting the member (errors: 'caller').
import { callApi, messageCenterCall, type CallAnswer } from '@portal/api-client';

const messageCountCall = messageCenterCall('GET', '{memberId}/messages/count', 'BP-NFA-0233', { errors: 'caller' });

export type MessageCounts = CallAnswer<typeof messageCountCall>;

/** The unread counts of the member and of the other members the user acts for. */
export const requestMessageCounts = (memberId: string, additionalRequestedMemberIds: string | undefined): Promise<MessageCounts> =>
  callApi(messageCountCall, { params: { memberId }, query: { additionalRequestedMemberIds } });
