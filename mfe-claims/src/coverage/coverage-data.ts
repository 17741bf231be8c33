// The FHIR searches behind coverage and copays and the family member lists: by member id, or by
// contract id for a policyholder (docs/product/roles-and-rights.md#rights-user-kinds, docs/product/data-and-calls.md#calls-member-api), shared across every caller in this remote.
import { searchCoverages, searchPatients } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { coverageSearchStart, type FhirCoverage, type FhirPatient } from '@portal/api-client/fhir-coverage';
import { loadShared, useApiData } from '@portal/api-client/use-api-data';

/** Whose data the searches return: the policyholder's contract (the whole family), or the member. */
export function coverageIdentifier(plan: Pick<SelectedPlan, 'isPolicyHolder' | 'contractId' | 'memberId'>): string {
  return plan.isPolicyHolder && plan.contractId ? plan.contractId : plan.memberId;
}

const resourcesOf = <T extends { resourceType: string }>(entries: { resource: T }[] | undefined, type: T['resourceType']): T[] =>
  (entries ?? []).map((entry) => entry.resource).filter((resource) => resource?.resourceType === type);

const patientsKey = (identifier: string) => `fhir-patients:${identifier}`;
const coveragesKey = (identifier: string) => `fhir-coverages:${identifier}`;

async function fetchPatients(identifier: string): Promise<FhirPatient[]> {
  const bundle = await searchPatients<FhirPatient>(identifier);
  return resourcesOf(bundle.entry, 'Patient');
}

async function fetchCoverages(identifier: string): Promise<FhirCoverage[]> {
  // From January 1 of the year 36 months ago, today in Chicago (the one date module).
  const bundle = await searchCoverages<FhirCoverage>(identifier, coverageSearchStart());
  return resourcesOf(bundle.entry, 'Coverage');
}

export function loadPatients(identifier: string): Promise<FhirPatient[]> {
  return loadShared(patientsKey(identifier), () => fetchPatients(identifier));
}

export function loadCoverages(identifier: string): Promise<FhirCoverage[]> {
  return loadShared(coveragesKey(identifier), () => fetchCoverages(identifier));
}

export function usePatients(identifier: string) {
  return useApiData(() => fetchPatients(identifier), patientsKey(identifier), { shared: true });
}

export function useCoverages(identifier: string) {
  return useApiData(() => fetchCoverages(identifier), coveragesKey(identifier), { shared: true });
}
