// Cost estimates (members/{memberId}/cost-estimates). Without a procedure code the call lists the
// procedures a member can price; with one it lists estimates, lowest cost first. The page shows a
// failure in place (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const costEstimatesCall = memberCall('GET', 'members/{memberId}/cost-estimates', 'BP-NFA-100', { errors: 'caller' });

/** The procedures, the estimates, and what is left of the in-network deductible this plan year. */
export type CostEstimates = CallAnswer<typeof costEstimatesCall>;
export type Procedure = CostEstimates['procedures'][number];
/** An estimate: memberCost is the deductible not met yet first, then coinsurance; deductibleApplied the part of it toward the deductible. */
export type CostEstimate = CostEstimates['estimates'][number];

export interface EstimateRequest {
  procedureCode: string;
  zip: string;
}

export const costEstimatesData = {
  procedures: (memberId: string, signal: AbortSignal) => callApi(costEstimatesCall, { params: { memberId }, signal }),
  estimates: (memberId: string, request: EstimateRequest, signal: AbortSignal) =>
    callApi(costEstimatesCall, {
      params: { memberId },
      query: { procedureCode: request.procedureCode, zip: request.zip || undefined },
      signal,
    }),
};
