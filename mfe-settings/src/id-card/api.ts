// The ID card calls (members/{memberId}/id-cards...), shared by the ID card page and its dashboard
// card. The load shows its failure in place; requests whose refusals come back coded (IDS-0002,
// IDS-0005, IDS-0006, IDS-0007) are shown by the page in place (all errors: 'caller').
import { callApi, memberCall, type CallAnswer, type CallBody } from '@portal/api-client';

const calls = {
  idCards: memberCall('GET', 'members/{memberId}/id-cards', 'BP-NFA-100', { errors: 'caller' }),
  orderIdCards: memberCall('POST', 'members/{memberId}/id-cards/order', 'BP-NFA-100', { errors: 'caller' }),
  emailIdCards: memberCall('POST', 'members/{memberId}/id-cards/email', 'BP-NFA-100', { errors: 'caller' }),
  faxIdCards: memberCall('POST', 'members/{memberId}/id-cards/fax', 'BP-NFA-100', { errors: 'caller' }),
};

/** One digital ID card (a policyholder gets the family's); copays in dollars, coinsurance in percent, rx null without a pharmacy benefit. */
export type IdCard = CallAnswer<typeof calls.idCards>['cards'][number];

export function loadIdCards(memberId: string, signal: AbortSignal): Promise<CallAnswer<typeof calls.idCards>> {
  return callApi(calls.idCards, { params: { memberId }, signal });
}

export function orderIdCards(memberId: string, body: CallBody<typeof calls.orderIdCards>): Promise<unknown> {
  return callApi(calls.orderIdCards, { params: { memberId }, body });
}

export function emailIdCards(memberId: string, body: CallBody<typeof calls.emailIdCards>): Promise<unknown> {
  return callApi(calls.emailIdCards, { params: { memberId }, body });
}

export function faxIdCards(memberId: string, body: CallBody<typeof calls.faxIdCards>): Promise<unknown> {
  return callApi(calls.faxIdCards, { params: { memberId }, body });
}
