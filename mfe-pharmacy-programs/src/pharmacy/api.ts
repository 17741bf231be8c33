// The pharmacy center's calls: the pharmacy center data (PHA-0001 for members under 17) and the FHIR
// coverage whose cost shares hold the drug tiers. Failures show in place with Try again.
import { callApi, memberCall, PortalApiError, searchCoverages, type CallAnswer, type FhirBundle } from '@portal/api-client';
import { coverageSearchStart } from '@portal/api-client/fhir-coverage';
import type { CoverageResource } from './rx-tiers';

// PHA-0001 (under 17) is explained on the page itself, and other failures show in place.
const pharmacyCall = memberCall('GET', 'members/{memberId}/pharmacy', 'BP-NFA-100', { errors: 'caller' });

/** The pharmacy center; a recent fill's memberCost is null while its claim is pending. */
export type PharmacyCenter = CallAnswer<typeof pharmacyCall>;
export type RecentFill = PharmacyCenter['recentFills'][number];

export type PharmacyCenterLoad = { blocked: false; center: PharmacyCenter } | { blocked: true };

/** The refusal of members under 17 (docs/product/roles-and-rights.md#rights-pharmacy-age): the response carries PHA-0001. */
export function isUnderAgeRefusal(error: unknown): boolean {
  return error instanceof PortalApiError && error.serverCode === 'PHA-0001';
}

export const pharmacyData = {
  async center(memberId: string, signal: AbortSignal): Promise<PharmacyCenterLoad> {
    try {
      const center = await callApi(pharmacyCall, { params: { memberId }, signal });
      return { blocked: false, center };
    } catch (error) {
      if (isUnderAgeRefusal(error)) return { blocked: true };
      throw error;
    }
  },
  coverages(identifier: string): Promise<FhirBundle<CoverageResource>> {
    // From January 1 of the year 36 months ago, today in Chicago (the one date module).
    return searchCoverages<CoverageResource>(identifier, coverageSearchStart());
  },
};
