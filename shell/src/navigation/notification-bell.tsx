// The notification bell (docs/product/session.md#session-bell): once a plan is selected the shell loads the messages
// remote's count feed; the bell appears when the counts have loaded, rings when the total is above 0,
// shows the total capped at "99+", and leads to the message center. If the feed cannot load, the bell
// stays hidden: it is secondary and must not interrupt the page.
import { useEffect } from 'react';
import { Link } from '@portal/routing';
import { isMessageCountFeed } from '@portal/contracts/message-count-feed';
import { usePortalComposition } from '@portal/rights';
import { messageCenterPath } from '@portal/contracts/route-table';
import { messageCountStore, totalUnread, useSelectedMemberId } from '@portal/session';
import { useStore } from 'zustand';
import { loadRemoteModule } from '../remotes/load-remote-page';
import { whenIdle } from '../remotes/when-idle';
import styles from './notification-bell.module.css';

export const badgeCap = 99;
const bellLoadDelayMs = 1000;

export function badgeText(total: number): string {
  return total > badgeCap ? `${badgeCap}+` : String(total);
}

export function NotificationBell() {
  const loaded = useStore(messageCountStore, (state) => state.loaded);
  const total = useStore(messageCountStore, (state) => totalUnread(state.entries));
  const memberId = useSelectedMemberId();
  // The remote that declares the unread-count feed in its manifest (docs/remote-manifest.md).
  const feed = usePortalComposition((state) => state.feeds.find((candidate) => candidate.kind === 'message-count'));

  // Again after Switch Plans: the feed reloads when the stored counts are another plan's members. The
  // remote loads once the page's own content has rendered (idle, or a second at most): the bell is
  // secondary, and the page is what the member came for.
  useEffect(() => {
    if (!memberId) return undefined;
    return whenIdle(() => {
      if (!feed) return;
      loadRemoteModule(feed.remote, feed.module, isMessageCountFeed)
        .then((loadedFeed) => loadedFeed.loadMessageCounts())
        .catch(() => undefined);
    }, bellLoadDelayMs);
  }, [memberId, loaded, feed]);

  if (!loaded) return null;
  // The name carries the badge's text (99+), so what is seen is what is read (WCAG 2.5.3).
  const label = total === 0 ? 'Messages, no unread messages' : `Messages, ${badgeText(total)} unread`;
  return (
    <Link to={messageCenterPath} className={styles.bell} data-ringing={total > 0} aria-label={label} data-testid="notification-bell">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
      </svg>
      {total > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(total)}
        </span>
      )}
    </Link>
  );
}
