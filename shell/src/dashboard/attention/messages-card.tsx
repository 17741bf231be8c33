import { messageCenterPath } from '@portal/contracts/route-table';
import { messageCountStore, totalUnread } from '@portal/session';
import { useStore } from 'zustand';
import { DashboardCard } from '../dashboard-card';
import styles from '../dashboard.module.css';
import { attentionShape } from './attention-shapes';

const messagesShape = attentionShape({ figureLines: 2 });

/** Unread messages, from the same count store as the bell (the header loads it). */
export function MessagesCard() {
  const loaded = useStore(messageCountStore, (state) => state.loaded);
  const total = useStore(messageCountStore, (state) => totalUnread(state.entries));
  return (
    <DashboardCard title="Messages" link={{ to: messageCenterPath, label: 'Go to the message center' }}>
      {!loaded ? (
        <>
          <p role="status" className="portal-visually-hidden">
            Checking for new messages…
          </p>
          {/* The count's usual shape (see attention-shapes.tsx), so the cards below stay put. */}
          <div aria-hidden="true">{messagesShape}</div>
        </>
      ) : (
        <p className={total > 0 ? styles.figure : undefined}>
          {total === 0 ? 'You have no unread messages.' : `You have ${total} unread ${total === 1 ? 'message' : 'messages'}.`}
        </p>
      )}
    </DashboardCard>
  );
}
