// The member API calls of the profile and privacy tabs (sandbox README: users/{userId}/...).
import { apiRequest } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

/** GET users/{userId}/profile */
export interface UserProfile {
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  mobilePhone: string;
  mfaPreference: string;
  familyAccess: { memberId: string; enabled: boolean; allowed: boolean }[];
  securityQuestions: string[];
}

export function loadProfile(userId: string, signal: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(settingsCalls.userProfile, { params: { userId }, signal, optOutOfErrorDialog: true });
}

export function saveDisplayName(userId: string, displayName: string): Promise<unknown> {
  return apiRequest(settingsCalls.saveDisplayName, { params: { userId }, body: { displayName } });
}

/** Needs the current password: the email address receives sign-in passcodes. */
export function saveEmail(userId: string, email: string, currentPassword: string): Promise<unknown> {
  return apiRequest(settingsCalls.saveEmail, { params: { userId }, body: { email, currentPassword } });
}

/** Needs the current password: the mobile phone receives sign-in passcodes. */
export function saveMobilePhone(userId: string, mobilePhone: string, currentPassword: string): Promise<unknown> {
  return apiRequest(settingsCalls.saveMobilePhone, { params: { userId }, body: { mobilePhone, currentPassword } });
}
