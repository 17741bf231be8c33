// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/programs', title: 'Programs', load: () => import('./programs/programs-page') },
  { path: '/programs/:id', title: 'Program', load: () => import('./programs/program-details-page') },
  { path: '/pharmacy', title: 'Pharmacy', load: () => import('./pharmacy/pharmacy-page') },
  { path: '/documents', title: 'Documents and Forms', load: () => import('./documents/documents-page') },
]);
