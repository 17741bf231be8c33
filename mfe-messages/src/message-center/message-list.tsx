import { Link } from '@portal/routing';
import { StatusBadge } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import type { Message } from '../messages/api';
import { messagePath } from '../messages/list-position';
import styles from './message-center.module.css';

/** The messages of one page, newest first; unread ones are marked in words, not only by style. */
export function MessageList({ messages, labelledBy }: { messages: Message[]; labelledBy: string }) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {messages.map((message) => {
        const unread = message.status === 'UNREAD';
        return (
          <li key={message.messageId} className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
            <Link to={messagePath(message.messageId)} className={styles.subject}>
              {/* The kit's neutral tag (no status colour, no brand colour); its word is part of the link's
                  name ("Unread Subject"), so what is seen is what is read. */}
              {unread && <StatusBadge color="neutral">Unread</StatusBadge>}
              {unread && ' '}
              <span className={styles.subjectText}>{message.subject}</span>
            </Link>
            <p className={styles.meta}>
              <span>{message.category}</span>
              <span aria-hidden="true"> · </span>
              <span>
                <span className="portal-visually-hidden">, received </span>
                <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
