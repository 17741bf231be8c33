// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/settings/about', title: 'About', load: () => import('./settings-about/settings-about-page') },
]);
