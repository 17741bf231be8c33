// Mounts the live chat where SPEC sections 2, 4 and 6 allow it: a selected plan whose rights name the
// configured provider, on a page that needs a plan. Elsewhere the widget and its button are removed,
// <body> is marked no-chat, and a chat still running is ended. The widget's code loads on demand, so
// /login downloads none of it.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useRights } from '@portal/rights';
import { getPortalConfig } from '@portal/session';
import { useCurrentRoute } from '../layout/use-current-route';
import { chatOffered, isChatPage, noChatClass } from './chat-rules';

const ChatWidget = lazy(() => import('./chat-widget'));

export function ChatHost() {
  const config = getPortalConfig().chat;
  const route = useCurrentRoute();
  const offered = useRights((state) => chatOffered(config, state.rights, state.loaded));
  const show = offered && isChatPage(route);
  const widgetLoaded = useRef(false);

  useEffect(() => {
    document.body.classList.toggle(noChatClass, !show);
    if (show) {
      widgetLoaded.current = true;
      return;
    }
    // Only once the widget has been here can a chat be running; otherwise load nothing.
    if (widgetLoaded.current) void import('./chat-session').then((chat) => chat.endActiveChat());
  }, [show]);

  if (!show || !config) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget config={config} />
    </Suspense>
  );
}
