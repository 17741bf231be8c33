// The preferences calls of SPEC section 7 ({memberId}/preferences, with the custom-error flag: the
// page shows load failures in place) and the notification topics (sandbox README).
import { apiRequest } from '@portal/api-client';
import { settingsCalls } from '../api-calls';

/** The preferences payload (sandbox README: the whole payload is saved at once). */
export interface Preferences {
  paperlessEob: boolean;
  memberNotifications: boolean;
  annualBenefitLetter: boolean;
  preferredContactMethod: 'email' | 'text' | 'mail';
  hideTermedDependents: boolean;
  language: 'en-us' | 'es-us';
}

export interface NotificationTopic {
  topic: string;
  label: string;
  email: boolean;
  text: boolean;
}

const customError = { customError: 'true' };

export function loadPreferences(memberId: string, signal: AbortSignal): Promise<Preferences> {
  return apiRequest<Preferences>(settingsCalls.preferences, { params: { memberId }, query: customError, signal, optOutOfErrorDialog: true });
}

/** Saves the whole payload; only the fields the API knows are sent. */
export function savePreferences(memberId: string, preferences: Preferences): Promise<Preferences> {
  const { paperlessEob, memberNotifications, annualBenefitLetter, preferredContactMethod, hideTermedDependents, language } = preferences;
  return apiRequest<Preferences>(settingsCalls.savePreferences, {
    params: { memberId },
    query: customError,
    body: { paperlessEob, memberNotifications, annualBenefitLetter, preferredContactMethod, hideTermedDependents, language },
  });
}

export function loadNotificationTopics(memberId: string, signal: AbortSignal): Promise<{ topics: NotificationTopic[] }> {
  return apiRequest<{ topics: NotificationTopic[] }>(settingsCalls.notificationSettings, { params: { memberId }, signal, optOutOfErrorDialog: true });
}

export function saveNotificationTopics(memberId: string, topics: readonly NotificationTopic[]): Promise<{ topics: NotificationTopic[] }> {
  return apiRequest<{ topics: NotificationTopic[] }>(settingsCalls.saveNotificationSettings, {
    params: { memberId },
    body: { topics: topics.map(({ topic, email, text }) => ({ topic, email, text })) },
  });
}
