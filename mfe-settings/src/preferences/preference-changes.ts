// Which success messages a save of the communication preferences earns (docs/product/errors-and-messages.md#messages-success has one per
// preference: paperless EOBs, member notifications, annual benefit letter).
import { successMessages } from '../common/success-messages';
import type { Preferences } from './api';

export type CommunicationPreference = 'paperlessEob' | 'memberNotifications' | 'annualBenefitLetter';

export const communicationPreferences: readonly CommunicationPreference[] = ['paperlessEob', 'memberNotifications', 'annualBenefitLetter'];

/** The success messages for the preferences that changed, in the order of the form; none when nothing changed. */
export function preferenceChangeMessages(
  before: Pick<Preferences, CommunicationPreference>,
  after: Pick<Preferences, CommunicationPreference>,
): string[] {
  return communicationPreferences.filter((key) => before[key] !== after[key]).map((key) => successMessages[key]);
}

export const noPreferenceChangeMessage = 'You have not changed any preferences. Tick or untick a box, then save.';
