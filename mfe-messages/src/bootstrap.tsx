// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/contact-us', title: 'Contact Us', load: () => import('./contact-us/contact-us-page') },
]);
