// GET members/{memberId}/spending, shared by the spending page and the deductible and annual maximum
// cards, which show a failure in place (errors: 'caller'). On the page, a plan without spending
// information (404) is an empty state, not a failure.
import { callApi, memberCall, PortalApiError, type CallAnswer } from '@portal/api-client';

const spendingCall = memberCall('GET', 'members/{memberId}/spending', 'BP-NFA-100', { errors: 'caller' });

/** The accumulators; `family` is null for a plan without them (one member, or no family deductible), benefitMaximum for a plan without one. */
export type SpendingDetails = CallAnswer<typeof spendingCall>;
export type AccumulatorPair = SpendingDetails['member']['deductible'];
export type Accumulator = AccumulatorPair['inNetwork'];

/** The spending, for a card: a 404 is a failure there like any other. */
export function loadSpendingOfCard(memberId: string, signal: AbortSignal): Promise<SpendingDetails> {
  return callApi(spendingCall, { params: { memberId }, signal });
}

export async function loadSpending(memberId: string, signal: AbortSignal): Promise<SpendingDetails | null> {
  try {
    return await callApi(spendingCall, { params: { memberId }, signal });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}
