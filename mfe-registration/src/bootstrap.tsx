// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/account-help', title: 'Need help with your account?', load: () => import('./account-help/account-help-page') },
]);
