// When the live chat is offered (docs/product/routes-and-guards.md#layout-frame, docs/product/session.md#session-token-exchange, docs/product/roles-and-rights.md#rights-menu-visibility), kept apart from the widget so the layout can
// decide without loading any chat code.
import type { RightsRecord } from '@portal/contracts/domain';
import type { RouteDefinition } from '@portal/contracts/route-table';
import type { ChatRuntimeConfig } from '@portal/contracts/runtime-config';

/** docs/product/session.md#session-chat: chats run in Central time. */
export const chatTimeZone = 'America/Chicago';

/** The class on <body> while the page offers no chat (docs/product/session.md#session-chat: "marked no-chat"). */
export const noChatClass = 'no-chat';

/**
 * Chat needs a selected plan (rights loaded) whose rights' chatType names the configured provider,
 * and a deployment that configures chat at all.
 */
export function chatOffered(config: ChatRuntimeConfig | undefined, rights: RightsRecord | null, rightsLoaded: boolean): boolean {
  if (!config || !rightsLoaded || !rights) return false;
  const chatType = typeof rights.chatType === 'string' ? rights.chatType.trim().toLowerCase() : '';
  return chatType !== '' && chatType === config.provider.toLowerCase();
}

/**
 * Pages that exist before a plan is selected (public pages, plan selection, terms of use, not-found)
 * carry no chat; every page that needs a plan does.
 */
export function isChatPage(route: Pick<RouteDefinition, 'access' | 'planOptional'> | undefined): boolean {
  return route !== undefined && route.access === 'authenticated' && route.planOptional !== true;
}
