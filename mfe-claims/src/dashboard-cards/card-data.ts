// The dashboard cards' calls (issue 23: a card comes from the remote that owns its data, with its
// calls and types). Each card opts out of the error dialog: it shows its own failure inline and
// offers Try again. The types are what the cards read of the answers (sandbox README lists the shapes).
import { apiRequest, type ApiCall } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface ClaimSummary {
  claimId: string;
  patientName: string;
  claimType: string;
  status: string;
  serviceDate: string;
  providerName: string;
  billed: number;
  /** Null while the claim is pending (nothing is paid or owed until it is decided). */
  planPaid: number | null;
  memberOwe: number | null;
}

export interface ClaimLine {
  procedureCode: string;
  description: string;
}

export interface ClaimDetail extends ClaimSummary {
  lines: ClaimLine[];
}

export interface Accumulator {
  limit: number;
  met: number;
  remaining: number;
}

export interface Spending {
  planYear: number;
  member: { name: string; deductible: { inNetwork: Accumulator }; outOfPocket: { inNetwork: Accumulator } };
  family: { deductible: { inNetwork: Accumulator }; outOfPocket: { inNetwork: Accumulator } } | null;
  familyMembers: { memberId: string; name: string; deductibleMet: number; outOfPocketMet: number }[];
  /** A dental plan's annual maximum; null for plans without one. */
  benefitMaximum: { limit: number; used: number; remaining: number } | null;
}

export interface PrimaryCareProvider {
  provider: { name?: string; displayName?: string; specialty?: string; phone?: string } | null;
  effectiveDate: string | null;
}

function memberCall<T>(call: ApiCall, memberId: string, signal: AbortSignal, query?: Record<string, string | number>): Promise<T> {
  return apiRequest<T>(call, { params: { memberId }, query, signal, optOutOfErrorDialog: true });
}

export const cardData = {
  recentClaims: (memberId: string, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(claimsCalls.claims, memberId, signal, { page: 1, pageSize: 3, sort: 'serviceDate:desc' }),
  latestClaims: (memberId: string, count: number, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(claimsCalls.claims, memberId, signal, { page: 1, pageSize: count, sort: 'serviceDate:desc' }),
  pendingClaims: (memberId: string, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(claimsCalls.claims, memberId, signal, { page: 1, pageSize: 3, sort: 'serviceDate:desc', status: 'Pending' }),
  claimDetail: (memberId: string, claimId: string, signal: AbortSignal) =>
    apiRequest<ClaimDetail>(claimsCalls.claimDetails, { params: { memberId, claimId }, signal, optOutOfErrorDialog: true }),
  spending: (memberId: string, signal: AbortSignal) => memberCall<Spending>(claimsCalls.spending, memberId, signal),
  primaryCareProvider: (memberId: string, signal: AbortSignal) => memberCall<PrimaryCareProvider>(claimsCalls.primaryCareProvider, memberId, signal),
};
