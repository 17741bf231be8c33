// What the admin pages call states and events (issue 24), in one place for the three pages.
import { formatDate, formatTime } from '@portal/ui/dates';
import type { AccountState, AccountSummary, HistoryEntry } from './admin-calls';

export function memberName(account: Pick<AccountSummary, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`;
}

/** The account's state in words, with its dates ("Blocked from 05/04/2026"). */
export function stateText(state: AccountState): string {
  const until = state.unblockFrom ? `, unblocked from ${formatDate(state.unblockFrom)}` : '';
  switch (state.status) {
    case 'notRegistered':
      return 'Not registered (no online account)';
    case 'blocked':
      return `Blocked from ${formatDate(state.blockFrom)}${until}${state.locked ? ' (also locked after failed sign-ins)' : ''}`;
    case 'blockScheduled':
      return `Active; blocked from ${formatDate(state.blockFrom)}${until}`;
    case 'locked':
      return 'Locked after failed sign-ins';
    default:
      return 'Active';
  }
}

export const eventNames: Readonly<Record<string, string>> = {
  'signin.success': 'Signed in',
  'signin.failure': 'Sign-in failed',
  'account.locked': 'Locked after failed sign-ins',
  'account.unlocked': 'Unlocked',
  'account.blocked': 'Block date set',
  'account.unblocked': 'Unblock date set',
  'password.reset': 'Password reset',
  'password.changed': 'Password changed',
  'session.revoked': 'Session ended',
};

/** An audit action in words: a known event, or the kind of data and what was done ("claims read"). */
export function actionText(action: string): string {
  return eventNames[action] ?? action.replace('.', ' ');
}

/** An entry's time as the insurer shows it. */
export function whenText(at: string): string {
  return `${formatDate(at)} ${formatTime(at)}`;
}

/** Who did it: a staff member is marked as such. */
export function actorText(entry: Pick<HistoryEntry, 'actor' | 'actorRole'>): string {
  return entry.actorRole === 'staff' ? `${entry.actor} (staff)` : entry.actor;
}
