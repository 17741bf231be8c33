// The claim calls; their answers' types are generated from the sandbox's OpenAPI document
// (@portal/api-types, docs/api-types.md). Pages show failures in place with Try again, so every call
// opts out of the error dialog.
import { callApi, type CallAnswer } from '@portal/api-client';
import { claimsCalls } from '../api-calls';
import { claimsQuery, type ClaimsView } from './claim-filters';

/** A page of claims; `totals` are over every claim matching the filters, not only this page. */
export type ClaimsResult = CallAnswer<typeof claimsCalls.claims>;

/** A claim of the list. allowed, planPaid and memberOwe are null while the claim is pending: nothing is allowed, paid or owed until it is decided. */
export type ClaimSummary = ClaimsResult['claims'][number];

/** A claim with its service lines; appealDeadline is null while the claim is not processed, eobUrl until there is an explanation of benefits (PDF). */
export type ClaimDetail = CallAnswer<typeof claimsCalls.claimDetails>;

/** A service line: every figure but billed is null while the claim is pending. */
export type ClaimLine = ClaimDetail['lines'][number];

export function loadClaims(memberId: string, view: ClaimsView, signal: AbortSignal): Promise<ClaimsResult> {
  return callApi(claimsCalls.claims, { params: { memberId }, query: claimsQuery(view), signal, optOutOfErrorDialog: true });
}

export function loadClaim(memberId: string, claimId: string, signal: AbortSignal): Promise<ClaimDetail> {
  return callApi(claimsCalls.claimDetails, { params: { memberId, claimId }, signal, optOutOfErrorDialog: true });
}
