// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

/** What this remote exposes to the shell; test/manifest contract checks it against the route table. */
export const exposes = {
  './RegisterPage': './src/register/register-page.tsx',
  './CreateAccountPage': './src/create-account/create-account-page.tsx',
  './CommunicationSettingsPage': './src/communication-settings/communication-settings-page.tsx',
  './CompleteRegistrationPage': './src/complete-registration/complete-registration-page.tsx',
  './AccountHelpPage': './src/account-help/account-help-page.tsx',
  // The admin console of member-services staff (issue 24): staff-only routes.
  './AdminSearchPage': './src/admin/admin-search-page.tsx',
  './AdminAccountPage': './src/admin/admin-account-page.tsx',
  './AdminAuditPage': './src/admin/admin-audit-page.tsx',
};

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'mfe-registration', exposes, mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
