// Public API of @portal/api-client (a run-time singleton: import only from here).
export {
  apiCalls,
  memberCall,
  messageCenterCall,
  type ApiCall,
  type ApiCallMethod,
  type ApiBase,
  type ErrorPresentation,
  type CallOptionsOverride,
} from './api-calls';
export { callApi, type CallAnswer, type CallBody, type CallOptions, type DocumentPath } from './typed-call';
export { apiRequest, baseUrl, fillPath, type ApiRequestOptions } from './api-request';
export { httpClient, httpStatusOf } from './http-client';
export { PortalApiError, failureMessage, type FieldError } from './portal-api-error';
export { errorDialogStore, type ErrorDialogContent, type ErrorDialogState } from './error-dialog-store';
export {
  setSessionRecorder,
  identifySession,
  type SessionRecorder,
  type RecordedApiError,
  type RecordedIdentity,
} from './session-recorder';
export { searchPatients, searchCoverages, isFailedPatientBundle, type FhirBundle } from './fhir';
export { coverageLookBackStart } from './deprecated-coverage-look-back';
export { pageLoadingStore, withPageLoading } from './page-loading-store';
export { openMemberDocument, documentUrl, fetchMemberDocument, DocumentLoadError, type DocumentOutcome } from './open-document';
