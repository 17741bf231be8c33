// What the admin pages call states and events, in one place for the three pages.
import { formatDate, formatTime } from '@portal/ui/dates/display';
import type { AccountState, AccountSummary, HistoryEntry } from './api';

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

/**
 * Every action the audit trail can hold, in plain words (sandbox/README.md#audit-trail: the account
 * events, and `<kind>.read` / `<kind>.change` for each kind of data of the access policy). The one
 * mapping for the history, the audit table and the audit view's action filter; `actionText` words any
 * action missing here.
 */
export const auditActionWords: Readonly<Record<string, string>> = {
  // Sign-in and account events.
  'signin.success': 'Signed in',
  'signin.failure': 'Sign-in failed',
  'account.locked': 'Locked after failed sign-ins',
  'account.unlocked': 'Unlocked',
  'account.blocked': 'Block date set',
  'account.unblocked': 'Unblock date set',
  'account.created': 'Account created (registration)',
  'account.deleted': 'Account deleted',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'email.changed': 'Email address changed',
  'phone.changed': 'Mobile phone changed',
  'security-questions.changed': 'Security questions changed',
  'mfa.changed': 'Passcode delivery changed',
  'family-access.changed': 'Family access changed',
  'session.revoked': 'Session ended',
  // Staff use of the admin console.
  'adminAccounts.read': 'Account viewed by staff',
  'adminAccounts.change': 'Account changed by staff',
  'adminAudit.read': 'Audit trail viewed',
  // Member data read or changed through the member API.
  'account.read': 'Account details read',
  'account.change': 'Account details changed',
  'claims.read': 'Claims read',
  'authorizations.read': 'Prior authorizations read',
  'spending.read': 'Spending read',
  'messages.read': 'Messages read',
  'messages.change': 'Messages changed',
  'messageCount.read': 'Unread message count read',
  'preferences.read': 'Communication preferences read',
  'preferences.change': 'Communication preferences changed',
  'notificationSettings.read': 'Notification settings read',
  'notificationSettings.change': 'Notification settings changed',
  'healthRecord.read': 'Health record read',
  'pcp.read': 'Primary care provider read',
  'pcp.change': 'Primary care provider changed',
  'documents.read': 'Documents read',
  'idCards.read': 'ID cards read',
  'idCards.change': 'ID cards ordered or sent',
  'pharmacy.read': 'Pharmacy read',
  'programs.read': 'Programs read',
  'findCare.read': 'Find care options read',
  'costEstimates.read': 'Cost estimates read',
  'coverage.read': 'Coverage read',
  'coverageAbroad.read': 'Coverage abroad read',
  'hra.read': 'Health reimbursement account read',
  'address.read': 'Address read',
  'address.change': 'Address changed',
  'contact.change': 'Contact request sent',
  'bills.read': 'Bills read',
  'payments.read': 'Payments read',
  'payments.change': 'Payment made',
  'autopay.read': 'Autopay read',
  'autopay.change': 'Autopay changed',
  'sso.read': 'Partner sign-on',
  'fhirPatient.read': 'Patient record read (FHIR)',
  'fhirCoverage.read': 'Coverage record read (FHIR)',
};

/** "healthRecord" → "health record", "security-questions" → "security questions". */
function words(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/**
 * An audit action in plain words: the mapping's, else made from the action's parts ("Dental plans
 * read", "Profile changed"), so a new kind of data never shows as an internal name.
 */
export function actionText(action: string): string {
  const known = auditActionWords[action];
  if (known) return known;
  const [kind = '', verb = ''] = action.split('.', 2);
  const what = words(kind);
  const done = verb === 'read' ? 'read' : verb === 'change' ? 'changed' : words(verb);
  const text = [what, done].filter(Boolean).join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : action;
}

/** The audit view's action filter: every action of the mapping, in the same words, sorted by them. */
export const actionOptions: readonly { value: string; label: string }[] = Object.entries(auditActionWords)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** An entry's outcome in words (the policy's allowed or refused, an event's success or failure). */
export function outcomeText(outcome: string): string {
  return { allowed: 'Allowed', denied: 'Refused', success: 'Succeeded', failure: 'Failed' }[outcome] ?? outcome;
}

/** An entry's time as the insurer shows it. */
export function whenText(at: string): string {
  return `${formatDate(at)} ${formatTime(at)}`;
}

/** Who did it: a staff member is marked as such. */
export function actorText(entry: Pick<HistoryEntry, 'actor' | 'actorRole'>): string {
  return entry.actorRole === 'staff' ? `${entry.actor} (staff)` : entry.actor;
}
