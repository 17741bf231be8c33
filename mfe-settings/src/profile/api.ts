// The profile tab's calls (users/{userId}/profile...). The load shows its failure in place
// (errors: 'caller'); a failed save shows the error dialog.
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const calls = {
  userProfile: memberCall('GET', 'users/{userId}/profile', 'BP-NFA-100', { errors: 'caller' }),
  saveDisplayName: memberCall('PUT', 'users/{userId}/profile/display-name', 'BP-NFA-100'),
  saveEmail: memberCall('PUT', 'users/{userId}/profile/email', 'BP-NFA-100'),
  saveMobilePhone: memberCall('PUT', 'users/{userId}/profile/phone', 'BP-NFA-100'),
};

export type UserProfile = CallAnswer<typeof calls.userProfile>;

export function loadProfile(userId: string, signal: AbortSignal): Promise<UserProfile> {
  return callApi(calls.userProfile, { params: { userId }, signal });
}

export function saveDisplayName(userId: string, displayName: string): Promise<unknown> {
  return callApi(calls.saveDisplayName, { params: { userId }, body: { displayName } });
}

/** Needs the current password: the email address receives sign-in passcodes. */
export function saveEmail(userId: string, email: string, currentPassword: string): Promise<unknown> {
  return callApi(calls.saveEmail, { params: { userId }, body: { email, currentPassword } });
}

/** Needs the current password: the mobile phone receives sign-in passcodes. */
export function saveMobilePhone(userId: string, mobilePhone: string, currentPassword: string): Promise<unknown> {
  return callApi(calls.saveMobilePhone, { params: { userId }, body: { mobilePhone, currentPassword } });
}
