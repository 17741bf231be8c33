// Loads the user's settings (display name, terms-of-use state) into the session store once per page
// load after sign-in, so a display name changed in settings greets the member after a reload too.
// The greeting falls back to the plan's display name until then, and if the call fails.
import { useEffect } from 'react';
import { sessionStore, useSession } from '@portal/session';
import { loadUserSettings } from './api';

export function UserSettingsLoader() {
  const userId = useSession((state) => state.userId);
  const planSelected = useSession((state) => state.selectedPlan !== null);

  useEffect(() => {
    if (!userId || !planSelected) return undefined;
    const controller = new AbortController();
    loadUserSettings(userId, controller.signal).then(
      (settings) => {
        const { displayName, tosChecked, backToAboutTab } = settings;
        sessionStore.getState().updateSettings({
          ...(typeof displayName === 'string' && displayName.trim() ? { displayName } : {}),
          ...(typeof tosChecked === 'boolean' ? { tosChecked } : {}),
          ...(typeof backToAboutTab === 'boolean' ? { backToAboutTab } : {}),
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, planSelected]);

  return null;
}
