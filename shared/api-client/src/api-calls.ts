// A call as data: method, path template, base, error code, and how a failure is presented. Path
// templates are also what the session recorder sees, so no member id ever reaches it.
//
// A feature declares the calls it makes in its own `api.ts` with memberCall or messageCenterCall
// (docs/api-types.md). `apiCalls` below holds only the calls the shell, the session and the rights
// make, those several apps share, and the FHIR searches.

export type ApiBase = 'member' | 'messageCenter' | 'abcbs' | 'fhir';

/**
 * How a failure is presented: the error dialog, only recorded (FHIR), or left to the caller (who shows
 * it in place). The one switch for the dialog: a call made both ways is declared twice.
 */
export type ErrorPresentation = 'dialog' | 'record-only' | 'caller';

export type ApiCallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call: method, path template under its base, error code. `P`, `M` and `B` keep the path, method and
 * base as literal types, so `callApi` finds the call's parameters, body and answer in the generated
 * API types (@portal/api-types).
 */
export interface ApiCall<P extends string = string, M extends ApiCallMethod = ApiCallMethod, B extends ApiBase = ApiBase> {
  method: M;
  /** Path under the base, with {placeholders} filled from params, e.g. "users/{userId}/memberships". */
  path: P;
  base: B;
  errorCode: string;
  /** Sends the bearer token (all calls but the public ones). */
  authenticated: boolean;
  errors: ErrorPresentation;
}

/** How a call differs from the usual one (signed in, failures in the error dialog). */
export interface CallOptionsOverride {
  authenticated?: boolean;
  errors?: ErrorPresentation;
}

/** A call of the member API (/member/portal/v1/...): signed in, failures in the error dialog unless said otherwise. */
export function memberCall<const M extends ApiCallMethod, const P extends string>(
  method: M,
  path: P,
  errorCode: string,
  override: CallOptionsOverride = {},
): ApiCall<P, M, 'member'> {
  return { method, path, base: 'member', errorCode, authenticated: true, errors: 'dialog', ...override };
}

/** A call of the message center (/member/portal/v1/message-center/...). */
export function messageCenterCall<const M extends ApiCallMethod, const P extends string>(
  method: M,
  path: P,
  errorCode: string,
  override: CallOptionsOverride = {},
): ApiCall<P, M, 'messageCenter'> {
  return { method, path, base: 'messageCenter', errorCode, authenticated: true, errors: 'dialog', ...override };
}

const member = memberCall;

export const apiCalls = {
  // Partner hand-off (this package's partner-handoff).
  sso: member('POST', 'sso', 'BP-NFA-100'),
  // The rights and the plan list (@portal/rights).
  accessRights: member('GET', 'users/{userId}/accessrights/{companyId}/{memberId}/{contractType}', 'BP-NFA-001'),
  memberships: member('GET', 'users/{userId}/memberships', 'BP-NFA-002'),
  // The shell's outage check and notice banner, also read by the landing page before the portal runs:
  // without an answer the portal works as usual, so a failure is never the error dialog.
  systemAvailability: member('GET', 'public/systemavailability', 'BP-NFA-009', { authenticated: false, errors: 'caller' }),
  userNotice: member('GET', 'public/user-notice', 'BP-NFA-010', { authenticated: false, errors: 'caller' }),
  // The user's settings, read by the shell's greeting and by the settings pages: both go on without
  // them or show the failure in place, so a failure is never the error dialog.
  userSettings: member('GET', 'users/{userId}/settings', 'BP-NFA-100', { errors: 'caller' }),
  // The contact form of /contact (signed out): field errors come back as validationErrors.
  publicContact: member('POST', 'public/contact', 'CON-0001', { authenticated: false }),
  // The signed-in contact form (memberId from the selected plan; CON-0002: company ID mismatch), sent
  // by the contact-us page and by the creditable-coverage request of the settings.
  contact: member('POST', 'contact', 'CON-0001'),
  fhirPatient: { method: 'GET', path: 'Patient', base: 'fhir', errorCode: 'BP-FA-004', authenticated: true, errors: 'record-only' },
  fhirCoverage: { method: 'GET', path: 'Coverage', base: 'fhir', errorCode: 'BP-FA-006', authenticated: true, errors: 'record-only' },
} as const satisfies Record<string, ApiCall>;
