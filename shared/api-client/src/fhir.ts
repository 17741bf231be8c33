// FHIR R4 searches of docs/product/data-and-calls.md#calls-member-api. Their failures are recorded only, never shown in the dialog, and
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

/**
 * The Coverage search of docs/product/data-and-calls.md#calls-member-api, 50 at a time, from January 1 of the year 36 months ago
 * (docs/product/constants.md#constants-table). `from` is that first day, YYYY-MM-DD: callers pass `coverageSearchStart()` of
 * @portal/api-client/fhir-coverage (today in America/Chicago). Without it, or with a Date (the 1.2
 * signature, taken as "now"), the start is computed by that same rule, loaded on demand: this is the
 * API client's main entry, which the shell loads at start-up, so the date module (and Luxon) must not
 * be a static import here (docs/decisions/0035-one-date-module.md).
 */
export async function searchCoverages<T>(identifier: string, from?: string | Date): Promise<FhirBundle<T>> {
  const start = typeof from === 'string' ? from : (await import('./coverage-retention')).coverageSearchStart(from);
  return apiRequest<FhirBundle<T>>(apiCalls.fhirCoverage, {
    query: { identifier, versionId: 2, _count: 50, period: `ge${start}` },
  });
}
