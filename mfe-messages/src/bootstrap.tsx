// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/messages', title: 'Message Center', load: () => import('./message-center/message-center-page') },
  { path: '/messages/:page', title: 'Message Center', load: () => import('./message-center/message-center-page') },
  { path: '/message/:messageId', title: 'Message', load: () => import('./message-detail/message-detail-page') },
  { path: '/contact-us', title: 'Contact Us', load: () => import('./contact-us/contact-us-page') },
]);
