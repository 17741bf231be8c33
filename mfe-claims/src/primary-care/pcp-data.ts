// Primary care provider calls (sandbox README): the member's current PCP, the in-network provider
// search (primary care providers only) and the change, which starts on the first of next month.
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface Provider {
  providerId: string;
  name: string;
  specialty: string;
  isPcp: boolean;
  acceptingNewPatients: boolean;
  address1: string;
  city: string;
  stateCode: string;
  zip: string;
  phone: string;
  languages: string[];
}

export interface PrimaryCareProvider {
  memberId: string;
  provider: Provider | null;
  effectiveDate: string | null;
}

export interface ProviderSearch {
  name: string;
  specialty: string;
  city: string;
  zip: string;
  acceptingOnly: boolean;
}

export interface ProviderPage {
  providers: Provider[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const providerPageSize = 10;

/** The search as query parameters: primary care providers only, empty criteria left out. */
export function providerQuery(search: ProviderSearch, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { pcpOnly: 'true', page, pageSize: providerPageSize };
  for (const key of ['name', 'specialty', 'city', 'zip'] as const) {
    const value = search[key].trim();
    if (value) query[key] = value;
  }
  if (search.acceptingOnly) query.acceptingNewPatients = 'true';
  return query;
}

export const pcpData = {
  current: (memberId: string, signal: AbortSignal) =>
    apiRequest<PrimaryCareProvider>(claimsCalls.primaryCareProvider, { params: { memberId }, signal, optOutOfErrorDialog: true }),
  search: (search: ProviderSearch, page: number, signal: AbortSignal) =>
    apiRequest<ProviderPage>(claimsCalls.providers, { query: providerQuery(search, page), signal, optOutOfErrorDialog: true }),
  choose: (memberId: string, providerId: string) =>
    apiRequest<PrimaryCareProvider>(claimsCalls.choosePrimaryCareProvider, { params: { memberId }, body: { providerId } }),
};
