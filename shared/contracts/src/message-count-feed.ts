// A remote publishes unread counts for the shell's bell (docs/architecture.md "Layout"): it exposes a module of this
// shape and declares it in its manifest's `feeds` (kind 'message-count', docs/remote-manifest.md); the
// shell loads it once a plan is selected. The counts land in the session's shared message-count store,
// which the bell reads.

export interface MessageCountFeed {
  /** Loads the unread counts of every accessible member once; concurrent calls share one request. */
  loadMessageCounts(): Promise<void>;
  /** Loads them again (after a message is read, deleted or arrives). */
  refreshMessageCounts(): Promise<void>;
}

export function isMessageCountFeed(value: unknown): value is MessageCountFeed {
  const feed = value as Partial<MessageCountFeed> | null;
  return typeof feed?.loadMessageCounts === 'function' && typeof feed.refreshMessageCounts === 'function';
}
