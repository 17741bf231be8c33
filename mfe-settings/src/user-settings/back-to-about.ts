// The back-to-about flow (docs/product/data-and-calls.md#data-selected-plan, backToAboutTab): the About tab marks that the member left
// for the terms of use; the next time Settings opens on its default tab, it goes back to About instead
// and clears the mark. The browser's Back button needs none of this: every tab is a real URL.
import { sessionStore } from '@portal/session';
import { saveUserSettings } from './api';

/** Marks the way back before the member follows the About tab's link to the terms of use. */
export function markBackToAbout(userId: string | null): void {
  sessionStore.getState().updateSettings({ backToAboutTab: true });
  // A failure only loses the convenience of coming back to About; it is not worth an error dialog.
  if (userId) saveUserSettings(userId, { backToAboutTab: true }, { quietly: true }).catch(() => undefined);
}

/** Clears the mark once the member is back on the About tab. */
export function clearBackToAbout(userId: string | null): void {
  if (sessionStore.getState().settings.backToAboutTab !== true) return;
  sessionStore.getState().updateSettings({ backToAboutTab: false });
  if (userId) saveUserSettings(userId, { backToAboutTab: false }, { quietly: true }).catch(() => undefined);
}
