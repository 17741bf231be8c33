// GET members/{memberId}/hra (shape in sandbox/src/api/care.ts). A plan without an account answers
// 404: shown as an empty state, not as a failure.
import { apiRequest, PortalApiError } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface HraTransaction {
  id: string;
  date: string;
  description: string;
  /** Dollars: positive for money added, negative for payments out of the account. */
  amount: number;
  claimId: string | null;
}

export interface HealthReimbursementAccount {
  accountNumber: string;
  planYear: number;
  balance: number;
  annualAllocation: number;
  rollover: number;
  /** Newest first. */
  transactions: HraTransaction[];
}

export async function loadHra(memberId: string, signal: AbortSignal): Promise<HealthReimbursementAccount | null> {
  try {
    return await apiRequest<HealthReimbursementAccount>(claimsCalls.healthReimbursementAccount, { params: { memberId }, signal, optOutOfErrorDialog: true });
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 404) return null;
    throw error;
  }
}
