// The user settings (displayName, tosChecked, backToAboutTab): read from and written to the member
// API, and kept in the shared session store so the shell (greeting, profile panel) shows the change at
// once. The read is @portal/api-client's (the shell reads it too); a failed load shows in place.
import { apiCalls, callApi, memberCall, type CallAnswer, type CallBody } from '@portal/api-client';
import { sessionStore } from '@portal/session';

const calls = {
  saveUserSettings: memberCall('PUT', 'users/{userId}/settings', 'BP-NFA-100'),
  // The back-to-about mark: losing it only loses a convenience, not worth an error dialog.
  saveUserSettingsQuietly: memberCall('PUT', 'users/{userId}/settings', 'BP-NFA-100', { errors: 'caller' }),
};

export type StoredUserSettings = CallAnswer<typeof apiCalls.userSettings>;
export type UserSettingsChange = CallBody<typeof calls.saveUserSettings>;

/** Loads the settings (section loads show their own failure) and puts them in the session store. */
export async function loadUserSettings(userId: string, signal: AbortSignal): Promise<StoredUserSettings> {
  const settings = await callApi(apiCalls.userSettings, { params: { userId }, signal });
  sessionStore.getState().updateSettings(settings);
  return settings;
}

/**
 * Saves some settings, then updates the store (after the save, so the store never shows an unsaved
 * value). A failure shows the error dialog unless `quietly`.
 */
export async function saveUserSettings(
  userId: string,
  settings: UserSettingsChange,
  { quietly = false }: { quietly?: boolean } = {},
): Promise<void> {
  await callApi(quietly ? calls.saveUserSettingsQuietly : calls.saveUserSettings, { params: { userId }, body: settings });
  sessionStore.getState().updateSettings(settings);
}
