import { apiRequest } from '@portal/api-client';
import type { AddressOnFile } from './address-rules';
import { settingsCalls } from '../../api-calls';

/** GET members/{memberId}/address: updatable false means show the address message instead of the form. */
export interface AddressResponse {
  address: AddressOnFile;
  updatable: boolean;
  reason: string | null;
}

export function loadAddress(memberId: string, signal: AbortSignal): Promise<AddressResponse> {
  return apiRequest<AddressResponse>(settingsCalls.memberAddress, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

/** PUT members/{memberId}/address; refusals (UPD-0031/0032/0033) come back to the caller. */
export function saveAddress(memberId: string, body: Record<string, string>): Promise<unknown> {
  return apiRequest(settingsCalls.saveMemberAddress, { params: { memberId }, body });
}
