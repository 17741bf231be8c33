// The dashboard's calls (sandbox README lists the shapes). Every card opts out of the error dialog:
// it shows its own failure inline and offers Try again.
import { apiCalls, apiRequest, type ApiCall } from '@portal/api-client';

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

export interface IdCard {
  memberId: string;
  name: string;
  policyType: string;
  planName: string;
  groupId: string;
  effectiveDate: string;
  customerServicePhone: string;
}

export interface PrimaryCareProvider {
  provider: { name?: string; displayName?: string; specialty?: string; phone?: string } | null;
  effectiveDate: string | null;
}

export interface PlanDocument {
  documentId: string;
  category: string;
  title: string;
  url: string;
}

export interface Bills {
  balanceDue: number;
  nextDueDate: string | null;
}

export interface Autopay {
  enrolled: boolean;
  /** The day of the month autopay drafts the premium (SPEC section 9: the 26th). */
  draftDay: number;
}

function memberCall<T>(call: ApiCall, memberId: string, signal: AbortSignal, query?: Record<string, string | number>): Promise<T> {
  return apiRequest<T>(call, { params: { memberId }, query, signal, optOutOfErrorDialog: true });
}

export const dashboardData = {
  recentClaims: (memberId: string, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(apiCalls.claims, memberId, signal, { page: 1, pageSize: 3, sort: 'serviceDate:desc' }),
  latestClaims: (memberId: string, count: number, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(apiCalls.claims, memberId, signal, { page: 1, pageSize: count, sort: 'serviceDate:desc' }),
  pendingClaims: (memberId: string, signal: AbortSignal) =>
    memberCall<{ claims: ClaimSummary[]; total: number }>(apiCalls.claims, memberId, signal, { page: 1, pageSize: 3, sort: 'serviceDate:desc', status: 'Pending' }),
  claimDetail: (memberId: string, claimId: string, signal: AbortSignal) =>
    apiRequest<ClaimDetail>(apiCalls.claimDetails, { params: { memberId, claimId }, signal, optOutOfErrorDialog: true }),
  spending: (memberId: string, signal: AbortSignal) => memberCall<Spending>(apiCalls.spending, memberId, signal),
  idCards: (memberId: string, signal: AbortSignal) => memberCall<{ cards: IdCard[] }>(apiCalls.idCards, memberId, signal),
  primaryCareProvider: (memberId: string, signal: AbortSignal) => memberCall<PrimaryCareProvider>(apiCalls.primaryCareProvider, memberId, signal),
  documents: (memberId: string, signal: AbortSignal) => memberCall<{ documents: PlanDocument[] }>(apiCalls.documents, memberId, signal),
  bills: (memberId: string, signal: AbortSignal) => memberCall<Bills>(apiCalls.bills, memberId, signal),
  autopay: (memberId: string, signal: AbortSignal) => memberCall<Autopay>(apiCalls.autopay, memberId, signal),
};
