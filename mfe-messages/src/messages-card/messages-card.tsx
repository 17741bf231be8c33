// The dashboard's Messages card (a card comes from the remote that owns its data), declared in
// src/remote-manifest.ts. The shell draws the frame (title, link) and the loading shape the manifest
// declares; this body shows the unread count from the same store as the bell, which the bell's feed
// (this remote's MessageCountFeed) fills.
import { useStore } from 'zustand';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { messageCountStore, totalUnread } from '@portal/session';
import { LoadingStatus } from '@portal/ui';
import '../app-name';
import styles from './messages-card.module.css';

export default function MessagesCard({ loadingShape }: DashboardCardBodyProps) {
  const loaded = useStore(messageCountStore, (state) => state.loaded);
  const total = useStore(messageCountStore, (state) => totalUnread(state.entries));
  if (!loaded) {
    return (
      <>
        <LoadingStatus textHidden>Checking for new messages…</LoadingStatus>
        {/* The count's usual shape, so the cards below stay put. */}
        <div aria-hidden="true">{loadingShape}</div>
      </>
    );
  }
  return (
    <p className={total > 0 ? styles.figure : undefined}>
      {total === 0 ? 'You have no unread messages.' : `You have ${total} unread ${total === 1 ? 'message' : 'messages'}.`}
    </p>
  );
}
