// The privacy and security tab's calls (users/{userId}/...); a failed save shows the error dialog.
// The certificate of creditable coverage has no call of its own: the order goes to customer service
// through the signed-in contact call (@portal/api-client's, which the contact page sends too).
import { apiCalls, callApi, memberCall, type CallBody } from '@portal/api-client';

const calls = {
  changePassword: memberCall('PUT', 'users/{userId}/password', 'BP-NFA-021'),
  deleteAccount: memberCall('DELETE', 'users/{userId}', 'BP-NFA-022'),
  saveSecurityQuestions: memberCall('PUT', 'users/{userId}/security-questions', 'BP-NFA-100'),
  saveMfaPreference: memberCall('PUT', 'users/{userId}/mfa-preference', 'BP-NFA-100'),
  saveFamilyAccess: memberCall('PUT', 'users/{userId}/family-access', 'BP-NFA-100'),
};

export type MfaChannel = CallBody<typeof calls.saveMfaPreference>['channel'];

export function changePassword(userId: string, body: CallBody<typeof calls.changePassword>): Promise<unknown> {
  return callApi(calls.changePassword, { params: { userId }, body });
}

export function saveSecurityQuestions(userId: string, body: CallBody<typeof calls.saveSecurityQuestions>): Promise<unknown> {
  return callApi(calls.saveSecurityQuestions, { params: { userId }, body });
}

export function saveMfaPreference(userId: string, channel: MfaChannel): Promise<unknown> {
  return callApi(calls.saveMfaPreference, { params: { userId }, body: { channel } });
}

export function saveFamilyAccess(userId: string, memberId: string, enabled: boolean): Promise<unknown> {
  return callApi(calls.saveFamilyAccess, { params: { userId }, body: { memberId, enabled } });
}

export function deleteAccount(userId: string, body: CallBody<typeof calls.deleteAccount>): Promise<unknown> {
  return callApi(calls.deleteAccount, { params: { userId }, body });
}

/** Orders the certificate through customer service (the contact call). */
export function orderCreditableCoverageCertificate(request: CallBody<typeof apiCalls.contact>): Promise<unknown> {
  return callApi(apiCalls.contact, { body: request });
}
