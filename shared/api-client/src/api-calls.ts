// The calls of SPEC section 7 as data: method, path template, base and error code. Path templates are
// also what the session recorder sees, so no member id ever reaches it.
//
// Issue 23 (docs/remote-manifest.md): a call only one remote makes is defined in that remote
// (`src/api-calls.ts`), which passes it to apiRequest like any other. The copies of those calls below
// stay until the next major of this package, because remotes already deployed against 1.x read them
// from here; lint keeps the apps off them (`movedApiCalls` in eslint.config.mjs). The calls the shell,
// the session and the rights make, and those several apps share, are this package's own.

export type ApiBase = 'member' | 'messageCenter' | 'abcbs' | 'fhir';

/** How a failure is presented: the error dialog, only recorded (FHIR), or left to the caller. */
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
export function memberCall<const M extends ApiCallMethod, const P extends string>(method: M, path: P, errorCode: string, override: CallOptionsOverride = {}): ApiCall<P, M, 'member'> {
  return { method, path, base: 'member', errorCode, authenticated: true, errors: 'dialog', ...override };
}

/** A call of the message center (/member/portal/v1/message-center/...). */
export function messageCenterCall<const M extends ApiCallMethod, const P extends string>(method: M, path: P, errorCode: string, override: CallOptionsOverride = {}): ApiCall<P, M, 'messageCenter'> {
  return { method, path, base: 'messageCenter', errorCode, authenticated: true, errors: 'dialog', ...override };
}

const member = memberCall;
const messageCenter = messageCenterCall;

export const apiCalls = {
  sso: member('POST', 'sso', 'BP-NFA-100'),
  register: member('POST', 'public/users', 'BP-NFA-003', { authenticated: false }),
  // Registration and account recovery (mfe-registration, signed out): the pages show every failure in
  // place, next to the field or at the top of the form, so these never raise the error dialog.
  verifyMember: member('POST', 'public/registration/verify-member', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
  usernameAvailability: member('GET', 'public/registration/username-availability', 'BP-NFA-003', { authenticated: false, errors: 'caller' }),
  recoverUsername: member('POST', 'public/account-recovery/username', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  requestRecoveryPasscode: member('POST', 'public/account-recovery/password/passcode', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  verifyRecoveryPasscode: member('POST', 'public/account-recovery/password/verify', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  resetForgottenPassword: member('POST', 'public/account-recovery/password/reset', 'BP-NFA-100', { authenticated: false, errors: 'caller' }),
  changePassword: member('PUT', 'users/{userId}/password', 'BP-NFA-021'),
  accessRights: member('GET', 'users/{userId}/accessrights/{companyId}/{memberId}/{contractType}', 'BP-NFA-001'),
  memberships: member('GET', 'users/{userId}/memberships', 'BP-NFA-002'),
  deleteAccount: member('DELETE', 'users/{userId}', 'BP-NFA-022'),
  systemAvailability: member('GET', 'public/systemavailability', 'BP-NFA-009', { authenticated: false, errors: 'caller' }),
  userNotice: member('GET', 'public/user-notice', 'BP-NFA-010', { authenticated: false, errors: 'caller' }),
  // The contact form of /contact (signed out): field errors come back as validationErrors.
  publicContact: member('POST', 'public/contact', 'CON-0001', { authenticated: false }),
  // The signed-in contact form of /contact-us (memberId from the selected plan); CON-0002: company ID mismatch.
  contact: member('POST', 'contact', 'CON-0001'),
  fhirPatient: { method: 'GET', path: 'Patient', base: 'fhir', errorCode: 'BP-FA-004', authenticated: true, errors: 'record-only' },
  fhirCoverage: { method: 'GET', path: 'Coverage', base: 'fhir', errorCode: 'BP-FA-006', authenticated: true, errors: 'record-only' },
  message: messageCenter('GET', '{memberId}/messages/{messageId}', 'BP-NFA-0231'),
  messageStatus: messageCenter('POST', '{memberId}/messages/{messageId}/status', 'BP-NFA-0232'),
  messageCount: messageCenter('GET', '{memberId}/messages/count', 'BP-NFA-0233'),
  deleteMessage: messageCenter('DELETE', '{memberId}/messages/{messageId}', 'BP-NFA-0234'),
  // The message center's list (newest first; query page, pageSize, status, category); default error code.
  messages: messageCenter('GET', '{memberId}/messages', 'BP-NFA-100'),
  // The preferences calls take the custom-error flag as the query { customError: true } (sandbox README).
  preferences: messageCenter('GET', '{memberId}/preferences', 'BP-NFA-0235'),
  savePreferences: messageCenter('POST', '{memberId}/preferences', 'BP-NFA-0236'),
  // Data calls the screens need (the sandbox README lists them); default error code (SPEC section 7).
  claims: member('GET', 'members/{memberId}/claims', 'BP-NFA-100'),
  spending: member('GET', 'members/{memberId}/spending', 'BP-NFA-100'),
  // Claim details (service lines, appeal deadline, eobUrl) and the health reimbursement account (mfe-claims).
  claimDetails: member('GET', 'members/{memberId}/claims/{claimId}', 'BP-NFA-100'),
  healthReimbursementAccount: member('GET', 'members/{memberId}/hra', 'BP-NFA-100'),
  idCards: member('GET', 'members/{memberId}/id-cards', 'BP-NFA-100'),
  primaryCareProvider: member('GET', 'members/{memberId}/pcp', 'BP-NFA-100'),
  // Care and Policy pages of mfe-claims (prior authorizations, PCP, find care, health record, abroad).
  priorAuthorizations: member('GET', 'members/{memberId}/prior-authorizations', 'BP-NFA-100'),
  priorAuthorization: member('GET', 'members/{memberId}/prior-authorizations/{authId}', 'BP-NFA-100'),
  providers: member('GET', 'providers', 'BP-NFA-100'),
  // Refusals (UPD-0021..0023) come back coded; the PCP page explains them itself.
  choosePrimaryCareProvider: member('PUT', 'members/{memberId}/pcp', 'BP-NFA-100', { errors: 'caller' }),
  findCare: member('GET', 'members/{memberId}/find-care', 'BP-NFA-100'),
  costEstimates: member('GET', 'members/{memberId}/cost-estimates', 'BP-NFA-100'),
  healthRecord: member('GET', 'members/{memberId}/health-record', 'BP-NFA-100'),
  coverageAbroad: member('GET', 'members/{memberId}/coverage-abroad', 'BP-NFA-100'),
  documents: member('GET', 'members/{memberId}/documents', 'BP-NFA-100'),
  programs: member('GET', 'members/{memberId}/programs', 'BP-NFA-100'),
  // Pharmacy center (mfe-pharmacy-programs): PHA-0001 (under 17) is explained on the page itself.
  pharmacy: member('GET', 'members/{memberId}/pharmacy', 'BP-NFA-100', { errors: 'caller' }),
  // Settings, ID cards and the payment center (mfe-settings). Writes whose refusals come back coded
  // (ID cards IDS-*, address UPD-0031/0032) are 'caller': the page shows the coded message in place.
  userProfile: member('GET', 'users/{userId}/profile', 'BP-NFA-100'),
  userSettings: member('GET', 'users/{userId}/settings', 'BP-NFA-100'),
  saveUserSettings: member('PUT', 'users/{userId}/settings', 'BP-NFA-100'),
  saveDisplayName: member('PUT', 'users/{userId}/profile/display-name', 'BP-NFA-100'),
  saveEmail: member('PUT', 'users/{userId}/profile/email', 'BP-NFA-100'),
  saveMobilePhone: member('PUT', 'users/{userId}/profile/phone', 'BP-NFA-100'),
  saveSecurityQuestions: member('PUT', 'users/{userId}/security-questions', 'BP-NFA-100'),
  saveMfaPreference: member('PUT', 'users/{userId}/mfa-preference', 'BP-NFA-100'),
  saveFamilyAccess: member('PUT', 'users/{userId}/family-access', 'BP-NFA-100'),
  memberAddress: member('GET', 'members/{memberId}/address', 'BP-NFA-100'),
  saveMemberAddress: member('PUT', 'members/{memberId}/address', 'BP-NFA-100', { errors: 'caller' }),
  notificationSettings: messageCenter('GET', '{memberId}/notification-settings', 'BP-NFA-100'),
  saveNotificationSettings: messageCenter('PUT', '{memberId}/notification-settings', 'BP-NFA-100'),
  orderIdCards: member('POST', 'members/{memberId}/id-cards/order', 'BP-NFA-100', { errors: 'caller' }),
  emailIdCards: member('POST', 'members/{memberId}/id-cards/email', 'BP-NFA-100', { errors: 'caller' }),
  faxIdCards: member('POST', 'members/{memberId}/id-cards/fax', 'BP-NFA-100', { errors: 'caller' }),
  bills: member('GET', 'members/{memberId}/bills', 'BP-NFA-100'),
  payments: member('GET', 'members/{memberId}/payments', 'BP-NFA-100'),
  makePayment: member('POST', 'members/{memberId}/payments', 'BP-NFA-100'),
  autopay: member('GET', 'members/{memberId}/autopay', 'BP-NFA-100'),
  saveAutopay: member('PUT', 'members/{memberId}/autopay', 'BP-NFA-100'),
} as const satisfies Record<string, ApiCall>;
