// What a member can get help with on /account-help. The choice survives a reload (session storage);
// nothing the member types in the forms is stored.
import { readSessionItem, writeSessionItem } from '@portal/session';

export const helpTopics = [
  { id: 'username', label: 'I forgot my username', heading: 'Forgot your username?' },
  { id: 'password', label: 'I forgot my password', heading: 'Forgot your password?' },
  { id: 'locked', label: 'My account is locked', heading: 'Unlock your account' },
] as const;

export type HelpTopicId = (typeof helpTopics)[number]['id'];

export const helpTopicStorageKey = 'account_help_topic';

export function readHelpTopic(): HelpTopicId | null {
  const stored = readSessionItem(helpTopicStorageKey);
  return helpTopics.find((topic) => topic.id === stored)?.id ?? null;
}

export function writeHelpTopic(topic: HelpTopicId): void {
  writeSessionItem(helpTopicStorageKey, topic);
}
