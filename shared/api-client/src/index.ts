// Public API of @portal/api-client (a run-time singleton: import only from here).
export { apiCalls } from './api-calls';
export type { ApiCall, ApiBase, ErrorPresentation } from './api-calls';
export { apiRequest, baseUrl, fillPath } from './api-request';
export type { ApiRequestOptions } from './api-request';
export { httpClient, httpStatusOf } from './http-client';
export { PortalApiError, failureMessage } from './portal-api-error';
export type { FieldError } from './portal-api-error';
export { errorDialogStore } from './error-dialog-store';
export type { ErrorDialogContent, ErrorDialogState } from './error-dialog-store';
export { setSessionRecorder, identifySession } from './session-recorder';
export type { SessionRecorder, RecordedApiError, RecordedIdentity } from './session-recorder';
export { searchPatients, searchCoverages, isFailedPatientBundle } from './fhir';
export { coverageLookBackStart } from './deprecated-coverage-look-back';
export type { FhirBundle } from './fhir';
export { pageLoadingStore, withPageLoading } from './page-loading-store';
export { openMemberDocument, documentUrl, fetchMemberDocument, DocumentLoadError } from './open-document';
export type { DocumentOutcome } from './open-document';
