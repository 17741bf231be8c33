// The member API calls of the privacy and security tab (sandbox README, users/{userId}/...).
import { apiRequest } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

export function changePassword(userId: string, body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest(settingsCalls.changePassword, { params: { userId }, body });
}

export function saveSecurityQuestions(userId: string, body: { currentPassword: string; questions: { question: string; answer: string }[] }): Promise<unknown> {
  return apiRequest(settingsCalls.saveSecurityQuestions, { params: { userId }, body });
}

export function saveMfaPreference(userId: string, channel: 'email' | 'text'): Promise<unknown> {
  return apiRequest(settingsCalls.saveMfaPreference, { params: { userId }, body: { channel } });
}

export function saveFamilyAccess(userId: string, memberId: string, enabled: boolean): Promise<unknown> {
  return apiRequest(settingsCalls.saveFamilyAccess, { params: { userId }, body: { memberId, enabled } });
}

export function deleteAccount(userId: string, body: { currentPassword: string }): Promise<unknown> {
  return apiRequest(settingsCalls.deleteAccount, { params: { userId }, body });
}
