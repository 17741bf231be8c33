// Cost estimates (embold; sandbox README: members/{memberId}/cost-estimates). Without a procedure
// code the call lists the procedures a member can price; with one it lists estimates, lowest cost first.
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface Procedure {
  procedureCode: string;
  name: string;
}

export interface CostEstimate {
  procedureCode: string;
  providerName: string;
  /** The provider's specialty (the member API lists only specialties that perform the procedure). */
  specialty: string;
  city: string;
  totalCost: number;
  planPays: number;
  /** What the member pays: the deductible not met yet first, then coinsurance. */
  memberCost: number;
  /** The part of memberCost that goes toward the deductible. */
  deductibleApplied: number;
  qualityRating: number;
}

export interface CostEstimates {
  procedures: Procedure[];
  estimates: CostEstimate[];
  /** What is left of the member's in-network deductible this plan year. */
  deductibleRemaining: number;
}

export interface EstimateRequest {
  procedureCode: string;
  zip: string;
}

export const costEstimatesData = {
  procedures: (memberId: string, signal: AbortSignal) =>
    apiRequest<CostEstimates>(claimsCalls.costEstimates, { params: { memberId }, signal, optOutOfErrorDialog: true }),
  estimates: (memberId: string, request: EstimateRequest, signal: AbortSignal) =>
    apiRequest<CostEstimates>(claimsCalls.costEstimates, {
      params: { memberId },
      query: { procedureCode: request.procedureCode, zip: request.zip || undefined },
      signal,
      optOutOfErrorDialog: true,
    }),
};
