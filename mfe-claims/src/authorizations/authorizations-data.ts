// The prior-authorization calls (sandbox README: members/{memberId}/prior-authorizations). Each page
// section shows its own failure with Try again, so the calls opt out of the error dialog.
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface PriorAuthorization {
  authId: string;
  memberId: string;
  patientName: string;
  status: string;
  category: string;
  service: string;
  requestingProvider: string;
  facility: string;
  requestedDate: string;
  decisionDate: string | null;
  startDate: string;
  endDate: string | null;
}

export interface StatusChange {
  date: string;
  status: string;
  note?: string;
}

export interface PriorAuthorizationDetails extends PriorAuthorization {
  diagnosis?: string;
  unitsRequested?: number;
  unitsApproved?: number;
  /** Not every back end reports used units; the page shows them only when present. */
  unitsUsed?: number;
  history?: StatusChange[];
}

export interface PriorAuthorizationPage {
  authorizations: PriorAuthorization[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Five to a page: a member with many requests sees a screenful at a time and pages on. */
export const authorizationsPageSize = 5;

export const authorizationsData = {
  list: (memberId: string, page: number, signal: AbortSignal) =>
    apiRequest<PriorAuthorizationPage>(claimsCalls.priorAuthorizations, {
      params: { memberId },
      query: { page, pageSize: authorizationsPageSize },
      signal,
      optOutOfErrorDialog: true,
    }),
  details: (memberId: string, authId: string, signal: AbortSignal) =>
    apiRequest<PriorAuthorizationDetails>(claimsCalls.priorAuthorization, { params: { memberId, authId }, signal, optOutOfErrorDialog: true }),
};
