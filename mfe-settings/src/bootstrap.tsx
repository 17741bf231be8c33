// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/settings/profile', title: 'Settings', load: () => import('./profile/settings-profile-page') },
  { path: '/settings/privacy-security', title: 'Settings', load: () => import('./privacy-security/settings-privacy-security-page') },
  { path: '/settings/preferences', title: 'Settings', load: () => import('./preferences/settings-preferences-page') },
  { path: '/settings/about', title: 'Settings', load: () => import('./settings-about/settings-about-page') },
  { path: '/id-card', title: 'ID Cards', load: () => import('./id-card/id-card-page') },
  { path: '/payment-center', title: 'Payment Center', load: () => import('./payment-center/payment-center-page') },
]);
