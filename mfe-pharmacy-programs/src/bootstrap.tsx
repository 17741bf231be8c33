// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/pharmacy', title: 'Pharmacy', load: () => import('./pharmacy/pharmacy-page') },
]);
