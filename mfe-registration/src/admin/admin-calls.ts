// The admin console's calls (issue 24), defined here in the remote that owns the account life cycle:
// @portal/api-client sends any ApiCall. Staff pages show every failure in place (errors: 'caller').
// Search terms go in the body of a POST, never in a URL; an account is named in a path by its opaque
// reference (`accountRef`, from a search result), never by the member id, so no member data reaches a
// URL, the session recorder or a log line (docs/security.md, "No member data in URLs").
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
  account: staffCall('GET', 'admin/accounts/{accountRef}'),
  blockDates: staffCall('POST', 'admin/accounts/{accountRef}/block-dates'),
  unlock: staffCall('POST', 'admin/accounts/{accountRef}/unlock'),
  audit: staffCall('GET', 'admin/accounts/{accountRef}/audit'),
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
  /** The account's opaque reference: what the admin pages' addresses and the admin API's paths name. */
  accountRef: string;
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
  /** More accounts matched than the member API shows (it shows the first 25): narrow the search. */
  moreMatches: boolean;
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
  account: AccountSummary;
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
