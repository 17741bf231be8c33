// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';

// Registration pages hide the signed-in navigation and the footer.
export const remoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_registration',
  modules: {
    './RegisterPage': './src/register/register-page.tsx',
    './CreateAccountPage': './src/create-account/create-account-page.tsx',
    './CommunicationSettingsPage': './src/communication-settings/communication-settings-page.tsx',
    './CompleteRegistrationPage': './src/complete-registration/complete-registration-page.tsx',
    './AccountHelpPage': './src/account-help/account-help-page.tsx',
    // The admin console of member-services staff: staff-only pages.
    './AdminSearchPage': './src/admin/admin-search-page.tsx',
    './AdminAccountPage': './src/admin/admin-account-page.tsx',
    './AdminAuditPage': './src/admin/admin-audit-page.tsx',
  },
  pages: [
    { path: '/register', title: 'Register', access: 'public', module: './RegisterPage', hide: { navigation: true, footer: true } },
    {
      path: '/create-account',
      title: 'Create Account',
      access: 'public',
      module: './CreateAccountPage',
      hide: { navigation: true, footer: true },
    },
    {
      path: '/communication-settings',
      title: 'Communication Settings',
      access: 'public',
      module: './CommunicationSettingsPage',
      hide: { navigation: true, footer: true },
    },
    {
      path: '/complete-registration',
      title: 'Complete Registration',
      access: 'public',
      module: './CompleteRegistrationPage',
      hide: { navigation: true, footer: true },
    },
    { path: '/account-help', title: 'Need help with your account?', access: 'public', module: './AccountHelpPage' },
    // Staff pages: a staff session lands on the search; members get not-found. An account is
    // named by its opaque reference (the member API's `accountRef`), never the member id: no member data
    // in the address bar or history (docs/security.md, "No member data in URLs"). No footer: the
    // member footer's app-store links are not for staff. The basic template does not fit: its header
    // drops the profile button, and with it Sign Out; the full header shows a staff session only the
    // logo (to the staff home) and the profile button with Sign Out.
    {
      path: '/admin/accounts',
      title: 'Find an account',
      access: 'staff',
      staffHome: true,
      module: './AdminSearchPage',
      hide: { footer: true },
    },
    { path: '/admin/accounts/:accountRef', title: 'Account', access: 'staff', module: './AdminAccountPage', hide: { footer: true } },
    {
      path: '/admin/accounts/:accountRef/audit',
      title: 'Audit trail',
      access: 'staff',
      module: './AdminAuditPage',
      hide: { footer: true },
    },
  ],
} as const satisfies RemoteManifest;
