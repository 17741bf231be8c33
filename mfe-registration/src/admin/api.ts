// The admin console's calls, declared here in the remote that owns the account life cycle, with their
// answers' types from the generated API types. Staff pages show every failure in place
// (errors: 'caller'). Search terms go in the body of a POST, never in a URL; an account is named in a
// path by its opaque reference (`accountRef`, from a search result), never by the member id, so no
// member data reaches a URL, the session recorder or a log line (docs/security.md, "No member data in URLs").
import { callApi, memberCall, type CallAnswer, type CallBody, type CallOptions } from '@portal/api-client';

const staffCall = <const M extends 'GET' | 'POST', const P extends string>(method: M, path: P) =>
  memberCall(method, path, 'BP-NFA-100', { errors: 'caller' });

const calls = {
  search: staffCall('POST', 'admin/accounts/search'),
  account: staffCall('GET', 'admin/accounts/{accountRef}'),
  blockDates: staffCall('POST', 'admin/accounts/{accountRef}/block-dates'),
  unlock: staffCall('POST', 'admin/accounts/{accountRef}/unlock'),
  audit: staffCall('GET', 'admin/accounts/{accountRef}/audit'),
};

export type SearchResults = CallAnswer<typeof calls.search>;
export type AccountDetail = CallAnswer<typeof calls.account>;
export type AuditPage = CallAnswer<typeof calls.audit>;
/** An account as the admin API describes it; `accountRef` is what the admin pages' addresses and the admin API's paths name. */
export type AccountSummary = AccountDetail['account'];
export type AccountState = AccountSummary['state'];
export type AccountStatus = AccountState['status'];
export type HistoryEntry = AccountDetail['signInHistory'][number];
export type AuditEntry = AuditPage['entries'][number];

export type SearchRequest = CallBody<typeof calls.search>;
export type AuditQuery = NonNullable<CallOptions<typeof calls.audit>['query']>;

export const searchAccounts = (request: SearchRequest) => callApi(calls.search, { body: request });

export const loadAccount = (accountRef: string, signal: AbortSignal) => callApi(calls.account, { params: { accountRef }, signal });

export const loadAudit = (accountRef: string, query: AuditQuery, signal: AbortSignal) =>
  callApi(calls.audit, { params: { accountRef }, query, signal });

export const unlockAccount = (accountRef: string) => callApi(calls.unlock, { params: { accountRef } });

export const setBlockDates = (accountRef: string, request: CallBody<typeof calls.blockDates>) =>
  callApi(calls.blockDates, { params: { accountRef }, body: request });
