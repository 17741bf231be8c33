// The dashboard cards' calls (issue 23: a card comes from the remote that owns its data, with its
// calls and types). Each card opts out of the error dialog: it shows its own failure inline and
// offers Try again. The types are what the cards read of the answers (sandbox README lists the shapes).
import { apiRequest, type ApiCall } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

export interface IdCard {
  memberId: string;
  name: string;
  policyType: string;
  planName: string;
  groupId: string;
  effectiveDate: string;
  customerServicePhone: string;
}

export interface Bills {
  balanceDue: number;
  nextDueDate: string | null;
}

export interface Autopay {
  enrolled: boolean;
  /** The day of the month autopay drafts the premium (SPEC section 9: the 26th). */
  draftDay: number;
}

function memberCall<T>(call: ApiCall, memberId: string, signal: AbortSignal): Promise<T> {
  return apiRequest<T>(call, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

export const cardData = {
  idCards: (memberId: string, signal: AbortSignal) => memberCall<{ cards: IdCard[] }>(settingsCalls.idCards, memberId, signal),
  bills: (memberId: string, signal: AbortSignal) => memberCall<Bills>(settingsCalls.bills, memberId, signal),
  autopay: (memberId: string, signal: AbortSignal) => memberCall<Autopay>(settingsCalls.autopay, memberId, signal),
};
