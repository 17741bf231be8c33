// The claim calls, shared by the claims pages and the claims cards; their answers' types are generated
// from the sandbox's OpenAPI document (docs/api-types.md). Pages and cards show failures in place with
// Try again (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';
import { claimsQuery, type ClaimsView } from './claim-filters';

const calls = {
  claims: memberCall('GET', 'members/{memberId}/claims', 'BP-NFA-100', { errors: 'caller' }),
  claimDetails: memberCall('GET', 'members/{memberId}/claims/{claimId}', 'BP-NFA-100', { errors: 'caller' }),
};

/** A page of claims; `totals` are over every claim matching the filters, not only this page. */
export type ClaimsResult = CallAnswer<typeof calls.claims>;

/** A claim of the list. allowed, planPaid and memberOwe are null while the claim is pending: nothing is allowed, paid or owed until it is decided. */
export type ClaimSummary = ClaimsResult['claims'][number];

/** A claim with its service lines; appealDeadline is null while the claim is not processed, eobUrl until there is an explanation of benefits (PDF). */
export type ClaimDetail = CallAnswer<typeof calls.claimDetails>;

/** A service line: every figure but billed is null while the claim is pending. */
export type ClaimLine = ClaimDetail['lines'][number];

export function loadClaims(memberId: string, view: ClaimsView, signal: AbortSignal): Promise<ClaimsResult> {
  return callApi(calls.claims, { params: { memberId }, query: claimsQuery(view), signal });
}

export function loadClaim(memberId: string, claimId: string, signal: AbortSignal): Promise<ClaimDetail> {
  return callApi(calls.claimDetails, { params: { memberId, claimId }, signal });
}

/** The member's latest claims, newest service first (the cards'), pending ones only when asked. */
export function loadLatestClaims(
  memberId: string,
  count: number,
  signal: AbortSignal,
  { pendingOnly = false }: { pendingOnly?: boolean } = {},
): Promise<ClaimsResult> {
  return callApi(calls.claims, {
    params: { memberId },
    query: { page: 1, pageSize: count, sort: 'serviceDate:desc', ...(pendingOnly ? { status: 'Pending' } : {}) },
    signal,
  });
}
