import '../app-name';
// The unread-count feed the shell's bell reads (docs/product/routes-and-guards.md#routes-authenticated, docs/product/session.md#session-stores-load-once, docs/product/data-and-calls.md#calls-member-api): one call for the selected
// member with the other accessible members as additionalRequestedMemberIds, so the bell counts every
// member the signed-in user can act for. Results go to the shared message-count store, which keeps
// them in session storage and is cleared on sign-out.
import type { MessageCountFeed } from '@portal/contracts/message-count-feed';
import { rightsStore } from '@portal/rights';
import { messageCountStore, onSignOutReset, selectedMemberId, sessionStore } from '@portal/session';
import { additionalRequestedMemberIds, countEntries, countsCover, withOneLessUnread } from './count-query';
import { requestMessageCounts } from './api';

let inFlight: Promise<void> | null = null;
let queuedRefresh: Promise<void> | null = null;
// Bumped on sign-out: an answer for the previous session must not refill the cleared store.
let session = 0;

onSignOutReset(() => {
  session += 1;
  inFlight = null;
  queuedRefresh = null;
});

function currentMemberId(): string {
  return selectedMemberId(sessionStore.getState());
}

function fetchCounts(): Promise<void> {
  const memberId = currentMemberId();
  if (!memberId) return Promise.resolve();
  const startedIn = session;
  // Exactly the members the user acts for: the access rights' accessibleMembers are those (the user and
  // dependents under 18, never an adult dependent), and the count covers every one of them.
  const accessible = rightsStore.getState().accessibleMembers.map((member) => member.memberId);
  const request: Promise<void> = requestMessageCounts(memberId, additionalRequestedMemberIds(memberId, accessible))
    .then((answer) => {
      if (startedIn === session) messageCountStore.getState().setCounts(countEntries(answer));
    })
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

/** Loads the counts once; concurrent callers share the request. Counts of another plan's member are reloaded. */
export function loadMessageCounts(): Promise<void> {
  const { loaded, entries } = messageCountStore.getState();
  const memberId = currentMemberId();
  if (loaded && (!memberId || countsCover(entries, memberId))) return Promise.resolve();
  return inFlight ?? fetchCounts();
}

/**
 * Loads the counts again. A request already under way may have been answered before the change that
 * asks for this refresh, so the refresh waits for it and then asks again; callers meanwhile share it.
 */
export function refreshMessageCounts(): Promise<void> {
  if (!inFlight) return fetchCounts();
  queuedRefresh ??= inFlight
    .catch(() => undefined)
    .then(() => {
      queuedRefresh = null;
      return fetchCounts();
    });
  return queuedRefresh;
}

/**
 * One of the member's unread messages was read or deleted: the bell drops at once, then the counts
 * are confirmed from the API (a failed refresh keeps the adjusted counts rather than hiding the bell).
 */
export function messageNoLongerUnread(memberId: string): Promise<void> {
  const store = messageCountStore.getState();
  if (store.loaded) store.setCounts(withOneLessUnread(store.entries, memberId));
  return refreshMessageCounts().catch(() => undefined);
}

export const feed: MessageCountFeed = { loadMessageCounts, refreshMessageCounts };
