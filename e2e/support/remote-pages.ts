// One signed-in page of each remote, as the route table maps them.
import type { RemoteName } from '@portal/contracts/remote-registry';

export const remotePages: readonly { remote: RemoteName; path: string; heading: string }[] = [
  { remote: 'mfe_claims', path: '/traveling-abroad', heading: 'Traveling Abroad' },
  { remote: 'mfe_pharmacy_programs', path: '/pharmacy', heading: 'Pharmacy' },
  { remote: 'mfe_messages', path: '/contact-us', heading: 'Contact Us' },
  { remote: 'mfe_settings', path: '/settings/about', heading: 'About' },
  { remote: 'mfe_registration', path: '/account-help', heading: 'Need help with your account?' },
];
