// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/traveling-abroad', title: 'Traveling Abroad', load: () => import('./traveling-abroad/traveling-abroad-page') },
]);
