// The route table: titles, contract types, rights keys and which app renders each route are data
// here, in one module (DESIGN.md decision 4). The shell enforces it before any remote code loads, and
// each remote's contract test checks that its built manifest exposes every module named here.
import type { ContractType, RightsRecord } from './domain';
import type { RemoteName } from './remote-registry';

export const productName = 'Member Portal';

export type ShellPageId = 'login' | 'not-found' | 'initiate-login' | 'auth-success' | 'outage' | 'bypass-outage' | 'select-plan';

export type RoutePage =
  | { kind: 'shell'; page: ShellPageId }
  | { kind: 'remote'; remote: RemoteName; module: `./${string}` };

export interface RouteDefinition {
  path: string;
  /** Route title; the document title is "<title> - <product name>", or the product name alone. */
  title?: string;
  /** public: anyone; authenticated: a token and (unless planOptional) a selected plan with its rights. */
  access: 'public' | 'authenticated';
  /** An authenticated route that works before a plan is chosen (plan selection itself). */
  planOptional?: boolean;
  /** Contract types the selected plan must have; absent means all. */
  contractTypes?: readonly ContractType[];
  /** The rights flag that must allow the route (SPEC section 5). */
  rightsKey?: keyof RightsRecord;
  /** `/programs/:id`: the member must have a program with the id in the path (SPEC section 5). */
  requiresProgramInPath?: boolean;
  page: RoutePage;
  /** Layout parts this route hides. */
  hide?: { navigation?: boolean; footer?: boolean };
}

export interface RedirectDefinition {
  from: string;
  to: string;
}

/** Tracking parameters of the /anytime vanity URL (SPEC section 2). */
export const anytimeTracking = {
  utm_source: 'anytime',
  utm_medium: 'vanity-url',
  utm_campaign: 'member-portal',
  utm_content: 'anytime',
} as const;

export const redirects: readonly RedirectDefinition[] = [
  { from: '/', to: '/login' },
  { from: '/anytime', to: `/login?${new URLSearchParams(anytimeTracking).toString()}` },
  { from: '/dashboard', to: '/medical/dashboard' },
  { from: '/dv-dashboard', to: '/dental/dashboard' },
];

export const routes: readonly RouteDefinition[] = [
  { path: '/login', access: 'public', page: { kind: 'shell', page: 'login' } },
  { path: '/initiate-login', access: 'public', page: { kind: 'shell', page: 'initiate-login' } },
  { path: '/auth-success', access: 'public', page: { kind: 'shell', page: 'auth-success' } },
  { path: '/outage-message', title: 'Outage', access: 'public', page: { kind: 'shell', page: 'outage' } },
  { path: '/bypass-outage', access: 'public', page: { kind: 'shell', page: 'bypass-outage' } },
  {
    path: '/select-plan',
    title: 'Select Plan',
    access: 'authenticated',
    planOptional: true,
    page: { kind: 'shell', page: 'select-plan' },
    hide: { footer: true },
  },
  {
    path: '/account-help',
    title: 'Need help with your account?',
    access: 'public',
    page: { kind: 'remote', remote: 'mfe_registration', module: './AccountHelpPage' },
  },
  {
    path: '/traveling-abroad',
    title: 'Traveling Abroad',
    access: 'authenticated',
    contractTypes: ['Medical'],
    rightsKey: 'coverageWhenTravelingAbroad',
    page: { kind: 'remote', remote: 'mfe_claims', module: './TravelingAbroadPage' },
  },
  {
    path: '/pharmacy',
    title: 'Pharmacy',
    access: 'authenticated',
    rightsKey: 'pharmacyCenter',
    page: { kind: 'remote', remote: 'mfe_pharmacy_programs', module: './PharmacyPage' },
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    access: 'authenticated',
    page: { kind: 'remote', remote: 'mfe_messages', module: './ContactUsPage' },
  },
  {
    path: '/settings/about',
    title: 'Settings',
    access: 'authenticated',
    page: { kind: 'remote', remote: 'mfe_settings', module: './SettingsAboutPage' },
  },
];

const dashboardPaths: Record<ContractType, string> = {
  Medical: '/medical/dashboard',
  Dental: '/dental/dashboard',
  Vision: '/vision/dashboard',
};

/** The home of a plan: the dashboard of its contract type (SPEC section 2, home link). */
export function dashboardPath(contractType: ContractType): string {
  return dashboardPaths[contractType];
}

export function documentTitle(title: string | undefined): string {
  return title ? `${title} - ${productName}` : productName;
}

/**
 * A path lacking the contract-type prefix, rewritten to include the selected plan's (SPEC section 2):
 * for a Dental plan, `/claims-history` becomes `/dental/claims-history` when that route exists.
 */
export function contractPrefixedPath(
  pathname: string,
  contractType: ContractType | undefined,
  table: readonly Pick<RouteDefinition, 'path'>[] = routes,
): string | null {
  if (!contractType) return null;
  const prefix = `/${contractType.toLowerCase()}`;
  if (pathname.startsWith(`${prefix}/`)) return null;
  const candidate = `${prefix}${pathname}`;
  return table.some((route) => matchesPath(route.path, candidate)) ? candidate : null;
}

/** Whether a route pattern with :params matches a path. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') ? (pathParts[index] ?? '') !== '' : part === pathParts[index]);
}

/** Every module the route table expects a remote to expose. */
export function expectedExposes(remote: RemoteName): string[] {
  const modules = new Set<string>();
  for (const route of routes) {
    if (route.page.kind === 'remote' && route.page.remote === remote) modules.add(route.page.module);
  }
  return [...modules].sort();
}
