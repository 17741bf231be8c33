import '../app-name';
// /messages and /messages/:page (docs/product/routes-and-guards.md#routes-public): the member's messages newest first, unread ones
// marked, ten to a page. A message link from email (?messageId=, or the id kept through sign-in)
// opens that message. The list is the only part that loads: while it loads or fails, the heading and
// choices stay usable.
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { messageCountStore } from '@portal/session';
import { Button, LoadFailure, Notice, PageHeader, LoadingStatus } from '@portal/ui';
import { useStore } from 'zustand';
import { loadMessageCounts } from '../message-counts/message-count-feed';
import { deepLinkedMessageId } from '../messages/deep-link-message';
import { messageListPath, messagePath, rememberListPage, type MessageCenterLocationState } from '../messages/list-position';
import { listMessages, messagePageSize, type MessageFilter, type MessagePage } from '../messages/api';
import { useViewingMember } from '../messages/viewing-member';
import { useMessageFilter } from './message-filter';
import { MessageFilters } from './message-filters';
import { MessageList } from './message-list';
import { parsePageParam, rangeText } from './page-param';
import { Pagination } from '@portal/ui/pagination';
import styles from './message-center.module.css';

function useUnreadByMember(): ReadonlyMap<string, number> | null {
  const loaded = useStore(messageCountStore, (state) => state.loaded);
  const entries = useStore(messageCountStore, (state) => state.entries);
  return loaded ? new Map(entries.map((entry) => [entry.memberId, entry.count])) : null;
}

function EmptyList({ filter, onShowAll }: { filter: MessageFilter; onShowAll: () => void }) {
  if (filter === 'unread') {
    return (
      <div className={styles.empty}>
        <p>You&apos;ve read all of your messages.</p>
        <Button variant="secondary" onClick={onShowAll}>
          Show all messages
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p>You have no messages.</p>
      <p>When we have news about your claims, benefits or account, you&apos;ll find it here.</p>
    </div>
  );
}

function ListSection({
  data,
  page,
  filter,
  onShowAll,
  headingId,
}: {
  data: MessagePage;
  page: number;
  filter: MessageFilter;
  onShowAll: () => void;
  headingId: string;
}) {
  // A page past the end (after deletions, or a typed address) shows the last page instead.
  if (data.total > 0 && page > data.totalPages) return <Navigate to={messageListPath(data.totalPages)} replace />;
  if (data.total === 0) return <EmptyList filter={filter} onShowAll={onShowAll} />;
  return (
    <>
      <p className={styles.range}>{rangeText(page, data.pageSize || messagePageSize, data.messages.length, data.total)}</p>
      <MessageList messages={data.messages} labelledBy={headingId} />
      <Pagination label="Message pages" page={page} totalPages={data.totalPages} hrefFor={messageListPath} />
    </>
  );
}

function MessageCenter({ page }: { page: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const viewing = useViewingMember();
  const [filter, setFilter] = useMessageFilter();
  const unreadByMember = useUnreadByMember();
  const memberId = viewing.memberId;
  const data = useApiData((signal) => listMessages(memberId, page, filter, signal), `${memberId}|${page}|${filter}`);
  const deletedSubject = (location.state as MessageCenterLocationState | null)?.deletedSubject;
  // Another member's messages are named as theirs; the member's own are "your messages".
  const otherMemberName =
    memberId === viewing.choices[0]?.memberId ? undefined : viewing.choices.find((choice) => choice.memberId === memberId)?.name;
  const headingId = 'message-list-heading';

  useEffect(() => rememberListPage(page), [page]);
  useEffect(() => {
    // The member picker shows each member's unread count; loads once, shared with the bell.
    loadMessageCounts().catch(() => undefined);
  }, []);

  // A different member or filter starts again from the first page.
  const startOver = () => {
    if (page !== 1) void navigate(messageListPath(1));
  };
  const chooseMember = (next: string) => {
    viewing.choose(next);
    startOver();
  };
  const chooseFilter = (next: MessageFilter) => {
    setFilter(next);
    startOver();
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Message center" />
      <Notice role="status">{deletedSubject && <p>The message “{deletedSubject}” was deleted.</p>}</Notice>
      {data.status === 'ready' && data.data.unreadCount > 0 && (
        <p className={styles.unreadSummary}>
          {otherMemberName ? `${otherMemberName} has` : 'You have'} {data.data.unreadCount} unread{' '}
          {data.data.unreadCount === 1 ? 'message' : 'messages'}.
        </p>
      )}
      <MessageFilters
        members={viewing.choices}
        memberId={memberId}
        unreadByMember={unreadByMember}
        onMemberChange={chooseMember}
        filter={filter}
        onFilterChange={chooseFilter}
      />
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.listHeading}>
          {otherMemberName ? `Messages for ${otherMemberName}` : 'Your messages'}
        </h2>
        {data.status === 'loading' && <LoadingStatus className={styles.loading}>Loading your messages…</LoadingStatus>}
        {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
        {data.status === 'ready' && (
          <ListSection data={data.data} page={page} filter={filter} onShowAll={() => chooseFilter('all')} headingId={headingId} />
        )}
      </section>
    </div>
  );
}

/** The message center page (exposed as ./MessageCenterPage). */
export default function MessageCenterPage() {
  const { page: pageParam } = useParams();
  const { search } = useLocation();
  const linkedMessage = deepLinkedMessageId(search);
  if (linkedMessage) return <Navigate to={messagePath(linkedMessage)} replace />;
  const page = parsePageParam(pageParam);
  // /messages/1 and addresses that are not a page go to the first page's own address.
  if (page === null || pageParam === '1') return <Navigate to={messageListPath(1)} replace />;
  return <MessageCenter page={page} />;
}
