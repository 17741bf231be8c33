// The mailing address on file. The load shows its failure in place; a save's refusals
// (UPD-0031/0032/0033) come back coded and the form shows them (both errors: 'caller').
import { callApi, memberCall, type CallAnswer, type CallBody } from '@portal/api-client';

const calls = {
  memberAddress: memberCall('GET', 'members/{memberId}/address', 'BP-NFA-100', { errors: 'caller' }),
  saveMemberAddress: memberCall('PUT', 'members/{memberId}/address', 'BP-NFA-100', { errors: 'caller' }),
};

/** updatable false means show the address message instead of the form. */
export type AddressResponse = CallAnswer<typeof calls.memberAddress>;
export type AddressOnFile = AddressResponse['address'];
export type AddressRequest = CallBody<typeof calls.saveMemberAddress>;

export function loadAddress(memberId: string, signal: AbortSignal): Promise<AddressResponse> {
  return callApi(calls.memberAddress, { params: { memberId }, signal });
}

export function saveAddress(memberId: string, body: AddressRequest): Promise<unknown> {
  return callApi(calls.saveMemberAddress, { params: { memberId }, body });
}
