// The member API calls only this remote makes (issue 23: endpoints live with the remote that owns
// them; docs/remote-manifest.md). The mechanism (apiRequest, the ApiCall shape, the error handling)
// is @portal/api-client's; the calls the shell, the session and the rights make stay there too.
import type { ApiCall } from '@portal/api-client';

const member = (method: ApiCall['method'], path: string, errorCode: string, extra: Partial<ApiCall> = {}): ApiCall => ({
  method,
  path,
  base: 'member',
  errorCode,
  authenticated: true,
  errors: 'dialog',
  ...extra,
});

export const settingsCalls = {
  changePassword: member('PUT', 'users/{userId}/password', 'BP-NFA-021'),
  deleteAccount: member('DELETE', 'users/{userId}', 'BP-NFA-022'),
  // The preferences calls take the custom-error flag as the query { customError: true } (sandbox README).
  preferences: member('GET', '{memberId}/preferences', 'BP-NFA-0235', { base: 'messageCenter' }),
  savePreferences: member('POST', '{memberId}/preferences', 'BP-NFA-0236', { base: 'messageCenter' }),
  // Settings, ID cards and the payment center. Writes whose refusals come back coded
  // (ID cards IDS-*, address UPD-0031/0032, payments and autopay PAY-*) are 'caller': the page shows
  // the coded message in place, in the form the member is using.
  userProfile: member('GET', 'users/{userId}/profile', 'BP-NFA-100'),
  saveUserSettings: member('PUT', 'users/{userId}/settings', 'BP-NFA-100'),
  saveDisplayName: member('PUT', 'users/{userId}/profile/display-name', 'BP-NFA-100'),
  saveEmail: member('PUT', 'users/{userId}/profile/email', 'BP-NFA-100'),
  saveMobilePhone: member('PUT', 'users/{userId}/profile/phone', 'BP-NFA-100'),
  saveSecurityQuestions: member('PUT', 'users/{userId}/security-questions', 'BP-NFA-100'),
  saveMfaPreference: member('PUT', 'users/{userId}/mfa-preference', 'BP-NFA-100'),
  saveFamilyAccess: member('PUT', 'users/{userId}/family-access', 'BP-NFA-100'),
  memberAddress: member('GET', 'members/{memberId}/address', 'BP-NFA-100'),
  saveMemberAddress: member('PUT', 'members/{memberId}/address', 'BP-NFA-100', { errors: 'caller' }),
  idCards: member('GET', 'members/{memberId}/id-cards', 'BP-NFA-100'),
  notificationSettings: member('GET', '{memberId}/notification-settings', 'BP-NFA-100', { base: 'messageCenter' }),
  saveNotificationSettings: member('PUT', '{memberId}/notification-settings', 'BP-NFA-100', { base: 'messageCenter' }),
  orderIdCards: member('POST', 'members/{memberId}/id-cards/order', 'BP-NFA-100', { errors: 'caller' }),
  emailIdCards: member('POST', 'members/{memberId}/id-cards/email', 'BP-NFA-100', { errors: 'caller' }),
  faxIdCards: member('POST', 'members/{memberId}/id-cards/fax', 'BP-NFA-100', { errors: 'caller' }),
  bills: member('GET', 'members/{memberId}/bills', 'BP-NFA-100'),
  payments: member('GET', 'members/{memberId}/payments', 'BP-NFA-100'),
  makePayment: member('POST', 'members/{memberId}/payments', 'BP-NFA-100', { errors: 'caller' }),
  autopay: member('GET', 'members/{memberId}/autopay', 'BP-NFA-100'),
  saveAutopay: member('PUT', 'members/{memberId}/autopay', 'BP-NFA-100', { errors: 'caller' }),
} as const satisfies Record<string, ApiCall>;
