// The ID card calls (sandbox README: members/{memberId}/id-cards...). Requests whose refusals come
// back coded (IDS-0002, IDS-0005, IDS-0006, IDS-0007) are shown by the page in place.
import { apiRequest } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

/** One digital ID card (GET members/{memberId}/id-cards; a policyholder gets the family's). */
export interface IdCard {
  memberId: string;
  name: string;
  policyType: string;
  planName: string;
  brand: string;
  groupId: string;
  groupName: string;
  effectiveDate: string;
  /** Fixed amounts per service, in dollars. */
  copays: { label: string; amount: number }[];
  /** The member's share, in percent. */
  coinsurance: { label: string; percent: number }[];
  /** Pharmacy benefit numbers; null on dental and vision cards (no pharmacy benefit). */
  rx: { bin: string; pcn: string; group: string } | null;
  customerServicePhone: string;
}

export function loadIdCards(memberId: string, signal: AbortSignal): Promise<{ cards: IdCard[] }> {
  return apiRequest<{ cards: IdCard[] }>(settingsCalls.idCards, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

export function orderIdCards(memberId: string, body: { policyType: string; memberIds: string[]; reason: string }): Promise<unknown> {
  return apiRequest(settingsCalls.orderIdCards, { params: { memberId }, body });
}

export function emailIdCards(memberId: string, body: { policyType: string; memberIds: string[]; email: string }): Promise<unknown> {
  return apiRequest(settingsCalls.emailIdCards, { params: { memberId }, body });
}

export function faxIdCards(memberId: string, body: { policyType: string; memberIds: string[]; faxNumber: string; recipientName?: string }): Promise<unknown> {
  return apiRequest(settingsCalls.faxIdCards, { params: { memberId }, body });
}
