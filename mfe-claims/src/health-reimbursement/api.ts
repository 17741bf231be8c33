// GET members/{memberId}/hra. The page shows a failure in place (errors: 'caller'); a plan without an
// account answers 404: shown as an empty state, not as a failure.
import { callApi, memberCall, PortalApiError, type CallAnswer } from '@portal/api-client';

const hraCall = memberCall('GET', 'members/{memberId}/hra', 'BP-NFA-100', { errors: 'caller' });

/** The account; its transactions newest first. */
export type HealthReimbursementAccount = CallAnswer<typeof hraCall>;
/** A transaction; amount in dollars, positive for money added, negative for payments out of the account. */
export type HraTransaction = HealthReimbursementAccount['transactions'][number];

export async function loadHra(memberId: string, signal: AbortSignal): Promise<HealthReimbursementAccount | null> {
  try {
    return await callApi(hraCall, { params: { memberId }, signal });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}
