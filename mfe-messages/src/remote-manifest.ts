// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';

export const remoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_messages',
  modules: {
    './ContactUsPage': './src/contact-us/contact-us-page.tsx',
    './MessageCenterPage': './src/message-center/message-center-page.tsx',
    './MessageDetailPage': './src/message-detail/message-detail-page.tsx',
    // The unread-count feed behind the shell's bell.
    './MessageCountFeed': './src/message-counts/message-count-feed.ts',
    './MessagesCard': './src/messages-card/messages-card.tsx',
  },
  pages: [
    { path: '/contact-us', title: 'Contact Us', access: 'authenticated', module: './ContactUsPage' },
    { path: '/messages', title: 'Message Center', access: 'authenticated', module: './MessageCenterPage' },
    { path: '/messages/:page', title: 'Message Center', access: 'authenticated', module: './MessageCenterPage' },
    { path: '/message/:messageId', title: 'Message', access: 'authenticated', module: './MessageDetailPage' },
  ],
  menuEntries: [
    // The message center is open to every plan (docs/product/routes-and-guards.md#routes-document-title); the menu leads there as well as the
    // bell, which shows only once the unread counts have loaded.
    { menu: 'top', label: 'Messages', to: '/messages', order: 60 },
    { menu: 'top', label: 'Contact Us', to: '/contact-us', order: 70 },
  ],
  dashboardCards: [
    {
      id: 'messages',
      module: './MessagesCard',
      slot: 'attention',
      // After the bill (settings, 10) and the claims in process (claims, 20).
      order: 30,
      title: 'Messages',
      link: { to: '/messages', label: 'Go to the message center' },
      loading: { status: 'Checking for new messages…', figureLines: 2 },
    },
  ],
  feeds: [{ kind: 'message-count', module: './MessageCountFeed' }],
} as const satisfies RemoteManifest;
