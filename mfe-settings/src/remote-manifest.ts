// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifestSource } from '@portal/contracts/remote-manifest';

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
    // The dashboard's cards whose data is this remote's (ID cards, the bill).
    './BillCard': './src/dashboard-cards/bill-card.tsx',
    './IdCardCard': './src/dashboard-cards/id-card-card.tsx',
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
    { menu: 'top', to: '/id-card', order: 20, visibleWhen: { rightsKey: 'idCards' } },
    // /settings redirects to the profile tab.
    { menu: 'top', to: '/settings', guardPath: '/settings/profile', order: 90 },
  ],
  // Orders on the dashboard's scale (docs/remote-manifest.md): the bill first in the attention row,
  // the ID card after the claims remote's recent claims, deductible and plan cards.
  dashboardCards: [
    {
      // The bill is the policyholder's, on a plan that may open the payment center.
      id: 'bill',
      module: './BillCard',
      slot: 'attention',
      order: 10,
      title: 'Your bill',
      link: { to: '/payment-center', label: 'Go to the payment center', guardsCard: true },
      // What is due (two lines on a phone) and when, or that autopay pays it.
      loading: { figureLines: 2, textLines: 2 },
      visibleWhen: { rule: 'policyHolder' },
    },
    {
      id: 'id-card',
      module: './IdCardCard',
      order: 50,
      title: 'ID card',
      link: { to: '/id-card', label: 'View, order or send ID cards', guardsCard: true },
      loading: { status: 'Loading your ID card…', figureLines: 0, textLines: 5 },
    },
  ],
} as const satisfies RemoteManifestSource;
