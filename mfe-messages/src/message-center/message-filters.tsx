import { useId } from 'react';
import { selectClassName } from '@portal/ui';
import type { MessageFilter } from '../messages/api';
import type { MemberChoice } from '../messages/viewing-member';
import styles from './message-center.module.css';

interface MessageFiltersProps {
  members: MemberChoice[];
  memberId: string;
  /** Unread counts per member, when the counts have loaded. */
  unreadByMember: ReadonlyMap<string, number> | null;
  onMemberChange(memberId: string): void;
  filter: MessageFilter;
  onFilterChange(filter: MessageFilter): void;
}

function memberLabel(member: MemberChoice, unread: number | undefined): string {
  return unread === undefined ? member.name : `${member.name} (${unread} unread)`;
}

/** Whose messages and which ones. The list below updates as a choice changes; the page stays put. */
export function MessageFilters({ members, memberId, unreadByMember, onMemberChange, filter, onFilterChange }: MessageFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters}>
      {members.length > 1 && (
        <div className={styles.filter}>
          <label htmlFor={`${id}-member`}>Show messages for</label>
          <select
            id={`${id}-member`}
            className={selectClassName()}
            value={memberId}
            onChange={(event) => onMemberChange(event.target.value)}
          >
            {members.map((member) => (
              <option key={member.memberId} value={member.memberId}>
                {memberLabel(member, unreadByMember?.get(member.memberId))}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>Show</label>
        <select
          id={`${id}-status`}
          className={selectClassName()}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value === 'unread' ? 'unread' : 'all')}
        >
          <option value="all">All messages</option>
          <option value="unread">Unread messages only</option>
        </select>
      </div>
    </div>
  );
}
