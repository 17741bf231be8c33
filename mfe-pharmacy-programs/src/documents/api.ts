// The plan documents call (members/{memberId}/documents), shared by the documents page and the
// dashboard's documents card. Both show a failure in place with Try again (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const documentsCall = memberCall('GET', 'members/{memberId}/documents', 'BP-NFA-100', { errors: 'caller' });

/** A plan document; `url` is a path on the member API's origin, with documentType, version and action=view. */
export type PlanDocument = CallAnswer<typeof documentsCall>['documents'][number];

export const documentsData = {
  list: (memberId: string, signal: AbortSignal) => callApi(documentsCall, { params: { memberId }, signal }),
};
