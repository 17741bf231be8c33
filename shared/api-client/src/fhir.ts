// FHIR R4 searches of SPEC section 7. Their failures are recorded only, never shown in the dialog, and
// a Patient bundle holding a single OperationOutcome with issue code "exception" is a failure too.
import { apiCalls } from './api-calls';
import { apiRequest } from './api-request';
import { PortalApiError } from './portal-api-error';
import { recordApiError } from './session-recorder';

export interface FhirBundle<T> {
  resourceType: 'Bundle';
  type?: string;
  total?: number;
  entry?: { resource: T }[];
}

interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue?: { code?: string }[];
}

export function isFailedPatientBundle(bundle: FhirBundle<unknown>): boolean {
  const entries = bundle.entry ?? [];
  if (entries.length !== 1) return false;
  const resource = entries[0]?.resource as OperationOutcome | undefined;
  return resource?.resourceType === 'OperationOutcome' && (resource.issue ?? []).some((issue) => issue.code === 'exception');
}

export async function searchPatients<T>(identifier: string): Promise<FhirBundle<T>> {
  const bundle = await apiRequest<FhirBundle<T>>(apiCalls.fhirPatient, { query: { identifier } });
  if (isFailedPatientBundle(bundle)) {
    recordApiError({ code: apiCalls.fhirPatient.errorCode, url: `fhir:${apiCalls.fhirPatient.path}`, status: 200 });
    throw new PortalApiError(apiCalls.fhirPatient.errorCode, 'UNHANDLED_ERROR', 200, bundle, []);
  }
  return bundle;
}

/** Coverage is looked up from January 1 of the year 36 months ago, 50 at a time (SPEC section 9). */
export function coverageLookBackStart(now: Date): string {
  return `${now.getFullYear() - 3}-01-01`;
}

export function searchCoverages<T>(identifier: string, now: Date = new Date()): Promise<FhirBundle<T>> {
  return apiRequest<FhirBundle<T>>(apiCalls.fhirCoverage, {
    query: { identifier, versionId: 2, _count: 50, period: `ge${coverageLookBackStart(now)}` },
  });
}
