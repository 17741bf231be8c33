// The user settings of SPEC section 3 (displayName, tosChecked, backToAboutTab): read from and written
// to the member API, and kept in the shared session store so the shell (greeting, profile panel) shows
// the change at once.
import { apiCalls, apiRequest } from '@portal/api-client';
import type { UserSettings } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import { settingsCalls } from '../api-calls';

export interface StoredUserSettings {
  displayName: string;
  tosChecked: boolean;
  backToAboutTab: boolean;
}

/** Loads the settings (section loads show their own failure) and puts them in the session store. */
export async function loadUserSettings(userId: string, signal: AbortSignal): Promise<StoredUserSettings> {
  const settings = await apiRequest<StoredUserSettings>(apiCalls.userSettings, { params: { userId }, signal, optOutOfErrorDialog: true });
  sessionStore.getState().updateSettings(settings);
  return settings;
}

/** Saves some settings, then updates the store (after the save, so the store never shows an unsaved value). */
export async function saveUserSettings(userId: string, settings: Partial<UserSettings>, options: { optOutOfErrorDialog?: boolean } = {}): Promise<void> {
  await apiRequest(settingsCalls.saveUserSettings, { params: { userId }, body: settings, ...options });
  sessionStore.getState().updateSettings(settings);
}
