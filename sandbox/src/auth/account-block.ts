/*
 * Staff blocks (docs/product/validation.md#format-phone, docs/product/roles-and-rights.md#rights-staff: "A block date or an unblock date is given, not
 * both"). A block is two days of the insurer's calendar (America/Chicago, src/seed/dates.ts): sign-in
 * is refused from the block date on (ADM-0008 on the sign-in page), and works again from the unblock
 * date. Before the block date nothing changes; an unblock date on or before today ends the block.
 */

export interface BlockDates {
  blockFrom: string | null;
  unblockFrom: string | null;
}

/**
 * - none: no block, or one that has ended;
 * - scheduled: a block date after today;
 * - blocked: from the block date on, until an unblock date.
 */
export type BlockStatus = 'none' | 'scheduled' | 'blocked';

export function blockStatus(dates: BlockDates, today: string): BlockStatus {
  if (!dates.blockFrom) return 'none';
  if (dates.unblockFrom && dates.unblockFrom <= today) return 'none';
  return dates.blockFrom <= today ? 'blocked' : 'scheduled';
}

/** Whether sign-in is refused today. */
export function isBlocked(dates: BlockDates, today: string): boolean {
  return blockStatus(dates, today) === 'blocked';
}
