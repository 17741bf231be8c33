// Mounts the live chat where docs/product/routes-and-guards.md#routes-public, docs/product/session.md#session-chat, docs/product/roles-and-rights.md#rights-menu-visibility allow it: a selected plan whose rights name the
// configured provider, on a page that needs a plan. On pages shown before a plan is selected (Switch
// Plans, terms of use) the widget and its button are removed and <body> is marked no-chat; a chat in
// progress carries on meanwhile (its transcript stays in chat-session) and comes back with the widget.
// A chat ends when the member ends it, signs out, or chooses a plan that offers no chat. The widget's
// code loads on demand, so /login downloads none of it.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatWidgetProps } from './chat-widget';
import { useRights } from '@portal/rights';
import { getPortalConfig } from '@portal/session';
import { useCurrentRoute } from '../layout/use-current-route';
import { loadOnIntent } from '@portal/ui';
import { ChatFrame, ChatLauncher } from './chat-launcher';
import { chatOffered, isChatPage, noChatClass } from './chat-rules';

const loadChatWidget = () => import('./chat-widget');

export function ChatHost() {
  const config = getPortalConfig().chat;
  const route = useCurrentRoute();
  const offered = useRights((state) => chatOffered(config, state.rights, state.loaded));
  // Rights loaded without chat: the selected plan offers none (while a plan is being chosen they are
  // not loaded, which decides nothing yet).
  const planOffersNoChat = useRights((state) => state.loaded && !offered);
  const show = offered && isChatPage(route);
  const widgetLoaded = useRef(false);
  // Until the member first opens the chat only its button shows; the widget's code starts loading when
  // the member reaches for it (`loadOnIntent` in @portal/ui) and is mounted, open, on the first press.
  const [ChatWidget, setChatWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);

  useEffect(() => {
    document.body.classList.toggle(noChatClass, !show);
    if (show) {
      widgetLoaded.current = true;
      return;
    }
    // Only once the widget has been here can a chat be running; otherwise load nothing.
    if (!widgetLoaded.current) return;
    void import('./chat-session').then((chat) => {
      if (planOffersNoChat) void chat.endActiveChat();
      // Hidden closed, so that coming back does not move focus into the panel; the member reopens it.
      else chat.setChatPanelOpen(false);
    });
  }, [show, planOffersNoChat]);

  if (!show || !config) return null;
  const openChat = async () => {
    const [chat, widget] = await Promise.all([import('./chat-session'), loadChatWidget()]);
    chat.setChatPanelOpen(true);
    setChatWidget(() => widget.default);
  };
  const launcher = (
    <ChatFrame config={config} status="idle">
      <ChatLauncher onClick={() => void openChat()} {...loadOnIntent(loadChatWidget)} />
    </ChatFrame>
  );
  return ChatWidget ? <ChatWidget config={config} /> : launcher;
}
