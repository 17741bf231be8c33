// One signed-in page of each remote, as the composed route table maps them.
import type { RemoteName } from '@portal/contracts/remote-registry';
import type { RouteDefinition } from '@portal/contracts/route-table';
import { routes } from './portal-routes';

/** `public`: a page for signed-out visitors, which shows no member greeting. */
export const remotePages: readonly { remote: RemoteName; path: string; heading: string; public?: true }[] = [
  { remote: 'mfe_claims', path: '/traveling-abroad', heading: 'Traveling abroad' },
  { remote: 'mfe_pharmacy_programs', path: '/pharmacy', heading: 'Pharmacy' },
  { remote: 'mfe_messages', path: '/contact-us', heading: 'Contact us' },
  { remote: 'mfe_settings', path: '/settings/about', heading: 'Settings' },
  { remote: 'mfe_registration', path: '/account-help', heading: 'Need help with your account?', public: true },
];

/** Signed-in routes that take no path parameter and open a remote page its remote delivers. */
export const signedInRemoteRoutes: readonly RouteDefinition[] = routes
  .filter((route) => route.page.kind === 'remote')
  .filter((route) => route.access === 'authenticated' && !route.path.includes(':') && !route.path.includes('*'));

/** The same for a Medical plan (ava.medical's): the routes its contract type opens. */
export const medicalRemoteRoutes = signedInRemoteRoutes.filter((route) => !route.contractTypes || route.contractTypes.includes('Medical'));
