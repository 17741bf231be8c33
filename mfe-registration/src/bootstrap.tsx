// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/register', title: 'Register', load: () => import('./register/register-page') },
  { path: '/create-account', title: 'Create Account', load: () => import('./create-account/create-account-page') },
  { path: '/communication-settings', title: 'Communication Settings', load: () => import('./communication-settings/communication-settings-page') },
  { path: '/complete-registration', title: 'Complete Registration', load: () => import('./complete-registration/complete-registration-page') },
  { path: '/account-help', title: 'Need help with your account?', load: () => import('./account-help/account-help-page') },
]);
