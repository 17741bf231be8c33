import '../app-name';
// /message/:messageId (docs/product/routes-and-guards.md#routes-public): one message, fetched by id. Opening an unread message marks
// it read through the status call, and the bell drops at once. Delete asks first, then returns to the
// list page the member came from. The kit's PageHeader tops every state: the way back, the subject
// (or "Message" while it loads, "Message not found") and when it came.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useParams } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { ActionRow, Button, LoadFailure, LoadingStatus, PageHeader } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { messageNoLongerUnread, refreshMessageCounts } from '../message-counts/message-count-feed';
import { forgetDeepLinkMessage } from '../messages/deep-link-message';
import { lastListPath, type MessageCenterLocationState } from '../messages/list-position';
import { deleteMessage, getMessage, markMessageRead, type Message } from '../messages/api';
import { MessageBody } from '../messages/message-body';
import { useViewingMember } from '../messages/viewing-member';
import { DeleteMessageDialog } from './delete-message-dialog';
import styles from './message-detail.module.css';

/**
 * Marks an unread message read once per opening, then updates the counts the bell shows. Returns the
 * messages it marked, so deleting one of them does not take it off the count a second time.
 */
function useMarkRead(message: Message | null | undefined, memberId: string): RefObject<Set<string>> {
  const attempted = useRef(new Set<string>());
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!message || message.status !== 'UNREAD') return;
    const key = `${memberId}|${message.messageId}`;
    if (attempted.current.has(key)) return;
    attempted.current.add(key);
    markMessageRead(memberId, message.messageId).then(
      () => {
        marked.current.add(key);
        return messageNoLongerUnread(memberId);
      },
      // Reading does not depend on it; the message stays unread and the counts stay as they were.
      () => undefined,
    );
  }, [message, memberId]);
  return marked;
}

function MessageView({
  message,
  memberId,
  backPath,
  markedRead,
}: {
  message: Message;
  memberId: string;
  backPath: string;
  markedRead: RefObject<Set<string>>;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'reading' | 'confirming' | 'deleting'>('reading');

  const remove = () => {
    setStep('deleting');
    deleteMessage(memberId, message.messageId).then(
      () => {
        // A message deleted while still unread (its read mark failed or is pending) also leaves the bell's count.
        const stillUnread = message.status === 'UNREAD' && !markedRead.current.has(`${memberId}|${message.messageId}`);
        void (stillUnread ? messageNoLongerUnread(memberId) : refreshMessageCounts().catch(() => undefined));
        const state: MessageCenterLocationState = { deletedSubject: message.subject };
        void navigate(backPath, { state });
      },
      // The error dialog has said what went wrong (BP-NFA-0234); the message stays open.
      () => setStep('reading'),
    );
  };

  return (
    <>
      <MessageBody html={message.body} className={styles.body} />
      <ActionRow>
        {/* Not disabled while deleting: focus returns here from the dialog and must not be lost. */}
        <Button variant="secondary" onClick={() => step === 'reading' && setStep('confirming')} aria-disabled={step === 'deleting'}>
          Delete message
        </Button>
      </ActionRow>
      <p role="status" className={styles.progress}>
        {step === 'deleting' ? 'Deleting the message…' : ''}
      </p>
      {step === 'confirming' && <DeleteMessageDialog subject={message.subject} onCancel={() => setStep('reading')} onConfirm={remove} />}
    </>
  );
}

/** When the message came and what it is about, under its subject. */
function MessageMeta({ message }: { message: Message }) {
  return (
    <p className={styles.meta}>
      <span>
        Received <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
      </span>
      <span aria-hidden="true"> · </span>
      <span>
        <span className="portal-visually-hidden">Category: </span>
        {message.category}
      </span>
    </p>
  );
}

function NotFound({ backPath }: { backPath: string }) {
  return (
    <>
      <p>We couldn&apos;t find this message. It may have been deleted, or it may be addressed to another member of your plan.</p>
      <p>
        <Link to={backPath}>Go to your messages</Link>
      </p>
    </>
  );
}

/** The message detail page (exposed as ./MessageDetailPage). */
export default function MessageDetailPage() {
  const { messageId = '' } = useParams();
  const { memberId } = useViewingMember();
  const [backPath] = useState(lastListPath);
  const data = useApiData((signal) => getMessage(memberId, messageId, signal), `${memberId}|${messageId}`);
  const markedRead = useMarkRead(data.status === 'ready' ? data.data : undefined, memberId);
  useEffect(() => forgetDeepLinkMessage(messageId), [messageId]);

  const message = data.status === 'ready' ? data.data : undefined;
  const title = message ? message.subject : message === null ? 'Message not found' : 'Message';

  return (
    <article className={styles.page}>
      <PageHeader title={title} back={{ to: backPath, label: 'Back to messages' }}>
        {message && <MessageMeta message={message} />}
      </PageHeader>
      {data.status === 'loading' && <LoadingStatus>Loading your message…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' &&
        (data.data ? (
          <MessageView message={data.data} memberId={memberId} backPath={backPath} markedRead={markedRead} />
        ) : (
          <NotFound backPath={backPath} />
        ))}
    </article>
  );
}
