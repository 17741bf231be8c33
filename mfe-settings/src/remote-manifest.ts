// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';

export const remoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_settings',
  modules: {
    './SettingsProfilePage': './src/profile/settings-profile-page.tsx',
    './SettingsPrivacySecurityPage': './src/privacy-security/settings-privacy-security-page.tsx',
    './SettingsPreferencesPage': './src/preferences/settings-preferences-page.tsx',
    './SettingsAboutPage': './src/settings-about/settings-about-page.tsx',
    './IdCardPage': './src/id-card/id-card-page.tsx',
    './PaymentCenterPage': './src/payment-center/payment-center-page.tsx',
  },
  pages: [
    { path: '/payment-center', title: 'Payment Center', access: 'authenticated', rightsKey: 'payment', module: './PaymentCenterPage' },
    { path: '/settings/profile', title: 'Settings', access: 'authenticated', module: './SettingsProfilePage' },
    { path: '/settings/privacy-security', title: 'Settings', access: 'authenticated', module: './SettingsPrivacySecurityPage' },
    { path: '/settings/preferences', title: 'Settings', access: 'authenticated', module: './SettingsPreferencesPage' },
    { path: '/settings/about', title: 'Settings', access: 'authenticated', module: './SettingsAboutPage' },
    { path: '/id-card', title: 'ID Cards', access: 'authenticated', rightsKey: 'idCards', module: './IdCardPage' },
  ],
  menuEntries: [
    { menu: 'top', label: 'Pay Bill', to: '/payment-center', order: 10, visibleWhen: { rule: 'payBill' } },
    { menu: 'top', label: 'ID Cards', to: '/id-card', order: 20, visibleWhen: { rightsKey: 'idCards' } },
    // /settings redirects to the profile tab.
    { menu: 'top', label: 'Settings', to: '/settings', guardPath: '/settings/profile', order: 90 },
  ],
} as const satisfies RemoteManifest;
