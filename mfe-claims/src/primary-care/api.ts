// Primary care provider calls: the member's current PCP (also the dashboard's prompt), the in-network
// provider search (primary care providers only) and the change, which starts on the first of next
// month. Loads show their failure in place; a change's refusals (UPD-0021..0023) come back coded and
// the page explains them itself (all errors: 'caller').
import { callApi, memberCall, type CallAnswer, type CallOptions } from '@portal/api-client';

const calls = {
  primaryCareProvider: memberCall('GET', 'members/{memberId}/pcp', 'BP-NFA-100', { errors: 'caller' }),
  providers: memberCall('GET', 'providers', 'BP-NFA-100', { errors: 'caller' }),
  choosePrimaryCareProvider: memberCall('PUT', 'members/{memberId}/pcp', 'BP-NFA-100', { errors: 'caller' }),
};

export type PrimaryCareProvider = CallAnswer<typeof calls.primaryCareProvider>;
export type ProviderPage = CallAnswer<typeof calls.providers>;
export type Provider = ProviderPage['providers'][number];
type ProviderQuery = NonNullable<CallOptions<typeof calls.providers>['query']>;

export interface ProviderSearch {
  name: string;
  specialty: string;
  city: string;
  zip: string;
  acceptingOnly: boolean;
}

export const providerPageSize = 10;

/** The search as query parameters: primary care providers only, empty criteria left out. */
export function providerQuery(search: ProviderSearch, page: number): ProviderQuery {
  const query: ProviderQuery = { pcpOnly: true, page, pageSize: providerPageSize };
  for (const key of ['name', 'specialty', 'city', 'zip'] as const) {
    const value = search[key].trim();
    if (value) query[key] = value;
  }
  if (search.acceptingOnly) query.acceptingNewPatients = true;
  return query;
}

export const pcpData = {
  current: (memberId: string, signal: AbortSignal) => callApi(calls.primaryCareProvider, { params: { memberId }, signal }),
  search: (search: ProviderSearch, page: number, signal: AbortSignal) =>
    callApi(calls.providers, { query: providerQuery(search, page), signal }),
  choose: (memberId: string, providerId: string) =>
    callApi(calls.choosePrimaryCareProvider, { params: { memberId }, body: { providerId } }),
};
