// The calls of SPEC section 7 as data: method, path template, base and error code. Path templates are
// also what the session recorder sees, so no member id ever reaches it.

export type ApiBase = 'member' | 'messageCenter' | 'abcbs' | 'fhir';

/** How a failure is presented: the error dialog, only recorded (FHIR), or left to the caller. */
export type ErrorPresentation = 'dialog' | 'record-only' | 'caller';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the base, with {placeholders} filled from params, e.g. "users/{userId}/memberships". */
  path: string;
  base: ApiBase;
  errorCode: string;
  /** Sends the bearer token (all calls but the public ones). */
  authenticated: boolean;
  errors: ErrorPresentation;
}

const member = (method: ApiCall['method'], path: string, errorCode: string, extra: Partial<ApiCall> = {}): ApiCall => ({
  method,
  path,
  base: 'member',
  errorCode,
  authenticated: true,
  errors: 'dialog',
  ...extra,
});

export const apiCalls = {
  sso: member('POST', 'sso', 'BP-NFA-100'),
  register: member('POST', 'public/users', 'BP-NFA-003', { authenticated: false }),
  changePassword: member('PUT', 'users/{userId}/password', 'BP-NFA-021'),
  accessRights: member('GET', 'users/{userId}/accessrights/{companyId}/{memberId}/{contractType}', 'BP-NFA-001'),
  memberships: member('GET', 'users/{userId}/memberships', 'BP-NFA-002'),
  deleteAccount: member('DELETE', 'users/{userId}', 'BP-NFA-022'),
  systemAvailability: member('GET', 'public/systemavailability', 'BP-NFA-009', { authenticated: false, errors: 'caller' }),
  userNotice: member('GET', 'public/user-notice', 'BP-NFA-010', { authenticated: false, errors: 'caller' }),
  // The contact form of /contact (signed out): field errors come back as validationErrors.
  publicContact: member('POST', 'public/contact', 'CON-0001', { authenticated: false }),
  fhirPatient: { method: 'GET', path: 'Patient', base: 'fhir', errorCode: 'BP-FA-004', authenticated: true, errors: 'record-only' },
  fhirCoverage: { method: 'GET', path: 'Coverage', base: 'fhir', errorCode: 'BP-FA-006', authenticated: true, errors: 'record-only' },
  message: member('GET', '{memberId}/messages/{messageId}', 'BP-NFA-0231', { base: 'messageCenter' }),
  messageStatus: member('POST', '{memberId}/messages/{messageId}/status', 'BP-NFA-0232', { base: 'messageCenter' }),
  messageCount: member('GET', '{memberId}/messages/count', 'BP-NFA-0233', { base: 'messageCenter' }),
  deleteMessage: member('DELETE', '{memberId}/messages/{messageId}', 'BP-NFA-0234', { base: 'messageCenter' }),
  preferences: member('GET', '{memberId}/preferences', 'BP-NFA-0235', { base: 'messageCenter' }),
  savePreferences: member('POST', '{memberId}/preferences', 'BP-NFA-0236', { base: 'messageCenter' }),
  // Data calls the screens need (the sandbox README lists them); default error code (SPEC section 7).
  claims: member('GET', 'members/{memberId}/claims', 'BP-NFA-100'),
  spending: member('GET', 'members/{memberId}/spending', 'BP-NFA-100'),
  idCards: member('GET', 'members/{memberId}/id-cards', 'BP-NFA-100'),
  primaryCareProvider: member('GET', 'members/{memberId}/pcp', 'BP-NFA-100'),
  documents: member('GET', 'members/{memberId}/documents', 'BP-NFA-100'),
  programs: member('GET', 'members/{memberId}/programs', 'BP-NFA-100'),
} as const satisfies Record<string, ApiCall>;
