// Which members one count call asks about (docs/product/roles-and-rights.md#rights-accessible-members, docs/product/data-and-calls.md#calls-member-api): the selected member in the path,
// and every other accessible member in additionalRequestedMemberIds, comma-separated, with the
// current member removed and no id twice. No other members means no parameter at all.
import type { MessageCountEntry } from '@portal/session';

export function additionalRequestedMemberIds(memberId: string, accessibleMemberIds: readonly string[]): string | undefined {
  const others = [...new Set(accessibleMemberIds.filter((id) => id !== '' && id !== memberId))];
  return others.length > 0 ? others.join(',') : undefined;
}

/** The answer as the store keeps it: one entry per member, anything malformed dropped. */
export function countEntries(answer: unknown): MessageCountEntry[] {
  if (!Array.isArray(answer)) return [];
  const byMember = new Map<string, number>();
  for (const entry of answer as Partial<MessageCountEntry>[]) {
    if (typeof entry?.memberId === 'string' && typeof entry.count === 'number' && Number.isFinite(entry.count)) {
      byMember.set(entry.memberId, Math.max(0, Math.trunc(entry.count)));
    }
  }
  return [...byMember].map(([memberId, count]) => ({ memberId, count }));
}

/** Whether stored counts were loaded for this member (a plan switch changes the member). */
export function countsCover(entries: readonly MessageCountEntry[], memberId: string): boolean {
  return entries.some((entry) => entry.memberId === memberId);
}

/** The counts after one of a member's unread messages was read or deleted, before the API confirms it. */
export function withOneLessUnread(entries: readonly MessageCountEntry[], memberId: string): MessageCountEntry[] {
  return entries.map((entry) => (entry.memberId === memberId && entry.count > 0 ? { ...entry, count: entry.count - 1 } : entry));
}
