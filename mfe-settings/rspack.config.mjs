// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

/** What this remote exposes to the shell; test/manifest contract checks it against the route table. */
export const exposes = {
  './SettingsProfilePage': './src/profile/settings-profile-page.tsx',
  './SettingsPrivacySecurityPage': './src/privacy-security/settings-privacy-security-page.tsx',
  './SettingsPreferencesPage': './src/preferences/settings-preferences-page.tsx',
  './SettingsAboutPage': './src/settings-about/settings-about-page.tsx',
  './IdCardPage': './src/id-card/id-card-page.tsx',
  './PaymentCenterPage': './src/payment-center/payment-center-page.tsx',
};

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'mfe-settings', exposes, mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
