// The preferences calls ({memberId}/preferences, with the custom-error flag) and the notification
// topics. Loads show their failure in place (errors: 'caller'); a failed save shows the error dialog.
import { callApi, messageCenterCall, type CallAnswer } from '@portal/api-client';

const calls = {
  preferences: messageCenterCall('GET', '{memberId}/preferences', 'BP-NFA-0235', { errors: 'caller' }),
  savePreferences: messageCenterCall('POST', '{memberId}/preferences', 'BP-NFA-0236'),
  notificationSettings: messageCenterCall('GET', '{memberId}/notification-settings', 'BP-NFA-100', { errors: 'caller' }),
  saveNotificationSettings: messageCenterCall('PUT', '{memberId}/notification-settings', 'BP-NFA-100'),
};

/** The preferences payload (the whole payload is saved at once). */
export type Preferences = CallAnswer<typeof calls.preferences>;
export type NotificationTopic = CallAnswer<typeof calls.notificationSettings>['topics'][number];

const customError = { customError: true };

export function loadPreferences(memberId: string, signal: AbortSignal): Promise<Preferences> {
  return callApi(calls.preferences, { params: { memberId }, query: customError, signal });
}

/** Saves the whole payload; only the fields the API knows are sent. */
export function savePreferences(memberId: string, preferences: Preferences): Promise<Preferences> {
  const { paperlessEob, memberNotifications, annualBenefitLetter, preferredContactMethod, hideTermedDependents, language } = preferences;
  return callApi(calls.savePreferences, {
    params: { memberId },
    query: customError,
    body: { paperlessEob, memberNotifications, annualBenefitLetter, preferredContactMethod, hideTermedDependents, language },
  });
}

export function loadNotificationTopics(memberId: string, signal: AbortSignal): Promise<CallAnswer<typeof calls.notificationSettings>> {
  return callApi(calls.notificationSettings, { params: { memberId }, signal });
}

export function saveNotificationTopics(
  memberId: string,
  topics: readonly NotificationTopic[],
): Promise<CallAnswer<typeof calls.saveNotificationSettings>> {
  return callApi(calls.saveNotificationSettings, {
    params: { memberId },
    body: { topics: topics.map(({ topic, email, text }) => ({ topic, email, text })) },
  });
}
