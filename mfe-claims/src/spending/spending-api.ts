// GET members/{memberId}/spending (shape in sandbox/src/api/care.ts). A plan without spending
// information answers 404: that is shown as an empty state, not as a failure.
import { apiRequest, PortalApiError } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface Accumulator {
  limit: number;
  met: number;
  remaining: number;
}

export interface AccumulatorPair {
  inNetwork: Accumulator;
  outOfNetwork: Accumulator;
}

export interface SpendingDetails {
  planYear: number;
  asOf: string;
  member: { memberId: string; name: string; deductible: AccumulatorPair; outOfPocket: AccumulatorPair };
  /** Family accumulators; null for a plan without them (one member, or no family deductible). */
  family: { deductible: AccumulatorPair; outOfPocket: AccumulatorPair } | null;
  familyMembers: { memberId: string; name: string; deductibleMet: number; outOfPocketMet: number }[];
  benefitMaximum: { limit: number; used: number; remaining: number } | null;
}

export async function loadSpending(memberId: string, signal: AbortSignal): Promise<SpendingDetails | null> {
  try {
    return await apiRequest<SpendingDetails>(claimsCalls.spending, { params: { memberId }, signal, optOutOfErrorDialog: true });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}
