// The claim calls (shapes in the sandbox README and sandbox/src/api/care.ts). Pages show failures in
// place with Try again, so every call opts out of the error dialog.
import { apiCalls, apiRequest } from '@portal/api-client';
import { claimsQuery, type ClaimsView } from './claim-filters';

export interface ClaimSummary {
  claimId: string;
  memberId: string;
  patientName: string;
  claimType: string;
  status: string;
  serviceDate: string;
  receivedDate: string;
  processedDate: string | null;
  providerName: string;
  billed: number;
  /** Null while the claim is pending: nothing is allowed, paid or owed until it is decided. */
  allowed: number | null;
  planPaid: number | null;
  memberOwe: number | null;
  hasEob: boolean;
}

export interface ClaimsResult {
  claims: ClaimSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /** Totals over every claim matching the filters, not only this page. */
  totals: { billed: number; planPaid: number; memberOwe: number };
}

export interface ClaimLine {
  line: number;
  procedureCode: string;
  description: string;
  billed: number;
  /** Every figure but billed is null while the claim is pending. */
  allowed: number | null;
  planPaid: number | null;
  deductible: number | null;
  copay: number | null;
  coinsurance: number | null;
  notCovered: number | null;
  remarkCode?: string;
}

export interface ClaimDetail extends ClaimSummary {
  providerNpi: string;
  lines: ClaimLine[];
  /** The last day to appeal; null while the claim is not processed. */
  appealDeadline: string | null;
  /** The explanation of benefits (PDF); null until there is one. */
  eobUrl: string | null;
}

export function loadClaims(memberId: string, view: ClaimsView, signal: AbortSignal): Promise<ClaimsResult> {
  return apiRequest<ClaimsResult>(apiCalls.claims, { params: { memberId }, query: claimsQuery(view), signal, optOutOfErrorDialog: true });
}

export function loadClaim(memberId: string, claimId: string, signal: AbortSignal): Promise<ClaimDetail> {
  return apiRequest<ClaimDetail>(apiCalls.claimDetails, { params: { memberId, claimId }, signal, optOutOfErrorDialog: true });
}
