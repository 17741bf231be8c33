import { messageCenterPath } from '@portal/contracts/route-table';
import { messageCountStore, totalUnread } from '@portal/session';
import { useStore } from 'zustand';
import { DashboardCard } from '../dashboard-card';
import styles from '../dashboard.module.css';

/** Unread messages, from the same count store as the bell (the header loads it). */
export function MessagesCard() {
  const loaded = useStore(messageCountStore, (state) => state.loaded);
  const total = useStore(messageCountStore, (state) => totalUnread(state.entries));
  return (
    <DashboardCard title="Messages" link={{ to: messageCenterPath, label: 'Go to the message center' }}>
      <p className={loaded && total > 0 ? styles.figure : undefined}>
        {!loaded ? 'Checking for new messages…' : total === 0 ? 'You have no unread messages.' : `You have ${total} unread ${total === 1 ? 'message' : 'messages'}.`}
      </p>
    </DashboardCard>
  );
}
