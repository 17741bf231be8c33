// The admin console's calls (issue 24), defined here in the remote that owns the account life cycle:
// @portal/api-client sends any ApiCall. Staff pages show every failure in place (errors: 'caller').
// Search terms go in the body of a POST, never in a URL; path templates are what the session
// recorder sees, so no member id reaches it.
import type { ApiCall } from '@portal/api-client';

const staffCall = (method: ApiCall['method'], path: string): ApiCall => ({
  method,
  path,
  base: 'member',
  errorCode: 'BP-NFA-100',
  authenticated: true,
  errors: 'caller',
});

export const adminCalls = {
  search: staffCall('POST', 'admin/accounts/search'),
  account: staffCall('GET', 'admin/accounts/{memberId}'),
  blockDates: staffCall('POST', 'admin/accounts/{memberId}/block-dates'),
  unlock: staffCall('POST', 'admin/accounts/{memberId}/unlock'),
  audit: staffCall('GET', 'admin/accounts/{memberId}/audit'),
} as const;

export type AccountStatus = 'active' | 'locked' | 'blocked' | 'blockScheduled' | 'notRegistered';

export interface AccountState {
  status: AccountStatus;
  locked: boolean;
  lockedAt: string | null;
  blockFrom: string | null;
  unblockFrom: string | null;
}

export interface AccountSummary {
  memberId: string;
  firstName: string;
  lastName: string;
  username: string | null;
  plan: { contractType: string; name: string; isActive: boolean };
  state: AccountState;
}

export interface SearchResults {
  accounts: AccountSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface HistoryEntry {
  at: string;
  action: string;
  outcome: string;
  actor: string;
  actorRole: string;
}

export interface AccountDetail {
  account: AccountSummary;
  plans: { memberId: string; contractType: string; name: string; isActive: boolean }[];
  signInHistory: HistoryEntry[];
}

export interface AuditEntry extends HistoryEntry {
  subjectMemberId: string | null;
  subjectUsername: string | null;
  route: string | null;
  status: number | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
