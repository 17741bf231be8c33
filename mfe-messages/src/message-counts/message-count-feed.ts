import '../app-name';
// The unread-count feed the shell's bell reads (SPEC sections 2, 4 and 7): one call for the selected
// member with the other accessible members as additionalRequestedMemberIds, so the bell counts every
// member the signed-in user can act for. Results go to the shared message-count store.
import { apiCalls, apiRequest } from '@portal/api-client';
import type { MessageCountFeed } from '@portal/contracts/message-count-feed';
import { rightsStore } from '@portal/rights';
import { messageCountStore, onSignOutReset, sessionStore, type MessageCountEntry } from '@portal/session';

let inFlight: Promise<void> | null = null;
onSignOutReset(() => {
  inFlight = null;
});

function otherMemberIds(memberId: string): string | undefined {
  const others = rightsStore
    .getState()
    .accessibleMembers.map((member) => member.memberId)
    .filter((id) => id !== memberId);
  return others.length > 0 ? [...new Set(others)].join(',') : undefined;
}

function fetchCounts(): Promise<void> {
  const memberId = sessionStore.getState().selectedPlan?.memberId;
  if (!memberId) return Promise.resolve();
  inFlight ??= apiRequest<MessageCountEntry[]>(apiCalls.messageCount, {
    params: { memberId },
    query: { additionalRequestedMemberIds: otherMemberIds(memberId) },
    // The bell is secondary: a failed count leaves it hidden rather than interrupting the member.
    optOutOfErrorDialog: true,
  })
    .then((entries) => {
      messageCountStore.getState().setCounts(Array.isArray(entries) ? entries.filter((entry) => typeof entry?.count === 'number') : []);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function loadMessageCounts(): Promise<void> {
  return messageCountStore.getState().loaded ? Promise.resolve() : fetchCounts();
}

export function refreshMessageCounts(): Promise<void> {
  return fetchCounts();
}

export const feed: MessageCountFeed = { loadMessageCounts, refreshMessageCounts };
