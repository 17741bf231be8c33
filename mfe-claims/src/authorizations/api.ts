// The prior-authorization calls (members/{memberId}/prior-authorizations). Each page section shows its
// own failure with Try again (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const calls = {
  priorAuthorizations: memberCall('GET', 'members/{memberId}/prior-authorizations', 'BP-NFA-100', { errors: 'caller' }),
  priorAuthorization: memberCall('GET', 'members/{memberId}/prior-authorizations/{authId}', 'BP-NFA-100', { errors: 'caller' }),
};

export type PriorAuthorizationPage = CallAnswer<typeof calls.priorAuthorizations>;
export type PriorAuthorization = PriorAuthorizationPage['authorizations'][number];
/**
 * A request with its details. `unitsUsed` is not in the member API's document: not every back end
 * reports used units, and the page shows them only when one does.
 */
export type PriorAuthorizationDetails = CallAnswer<typeof calls.priorAuthorization> & { unitsUsed?: number };
export type StatusChange = NonNullable<PriorAuthorizationDetails['history']>[number];

/** Five to a page: a member with many requests sees a screenful at a time and pages on. */
export const authorizationsPageSize = 5;

export const authorizationsData = {
  list: (memberId: string, page: number, signal: AbortSignal) =>
    callApi(calls.priorAuthorizations, { params: { memberId }, query: { page, pageSize: authorizationsPageSize }, signal }),
  details: (memberId: string, authId: string, signal: AbortSignal): Promise<PriorAuthorizationDetails> =>
    callApi(calls.priorAuthorization, { params: { memberId, authId }, signal }),
};
