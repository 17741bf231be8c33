// The route table: titles, contract types, rights keys and which app renders each route are data
// here, in one module (DESIGN.md decision 4). The shell enforces it before any remote code loads, and
// each remote's contract test checks that its built manifest exposes every module named here.
import type { ContractType, RightsRecord } from './domain';
import type { RemoteName } from './remote-registry';

export const productName = 'Member Portal';

export type ShellPageId =
  | 'login'
  | 'not-found'
  | 'initiate-login'
  | 'auth-success'
  | 'outage'
  | 'bypass-outage'
  | 'select-plan'
  | 'dashboard'
  | 'contact'
  | 'brand-resources'
  | 'terms-of-use'
  | 'linking-disclaimer'
  | 'linking';

export type RoutePage =
  | { kind: 'shell'; page: ShellPageId }
  | {
      kind: 'remote';
      remote: RemoteName;
      module: `./${string}`;
      /**
       * The issue that delivers this page, while its remote does not expose it yet. The route's guards
       * already apply; the shell shows not-found until then, and the remote contract test fails once the
       * remote exposes the module while this is still set.
       */
      pendingIssue?: number;
    };

/**
 * Who may open a route: anyone; only signed-in members (with a selected plan unless planOptional); or
 * anyone without a token, but a signed-in member goes through the signed-in checks (terms of use); or
 * only a signed-in staff session (the token's staff role, issue 24; no plan), not-found for members.
 * A staff session opens no member ('authenticated') route: staff are not members.
 */
export type RouteAccess = 'public' | 'authenticated' | 'authenticated-when-token' | 'staff';

export interface RouteDefinition {
  path: string;
  /** Route title; the document title is "<title> - <product name>", or the product name alone. */
  title?: string;
  access: RouteAccess;
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
  /** Basic-template pages use the basic header and footer (SPEC section 2). */
  template?: 'basic';
  /**
   * A staff route where a staff session lands after sign-in, instead of plan selection (staff have no
   * plan), and where the logo leads it. The first such route is the staff home (staffHomePath).
   */
  staffHome?: boolean;
}

export interface RedirectDefinition {
  from: string;
  /** The target; `:name` segments take the value of the same parameter in `from`. */
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
  // SPEC's targets; each member lands on their own plan's dashboard (redirectTargetForPlan).
  { from: '/dashboard', to: '/medical/dashboard' },
  { from: '/dv-dashboard', to: '/dental/dashboard' },
  { from: '/medical-claims', to: '/claims' },
  { from: '/medical/medical-claims', to: '/claims' },
  { from: '/prior-authorizations', to: '/authorizations' },
  { from: '/settings', to: '/settings/profile' },
  { from: '/message_center', to: '/messages' },
  { from: '/message_center/:messageId', to: '/message/:messageId' },
];

const medicalOnly: readonly ContractType[] = ['Medical'];
const registrationLayout = { navigation: true, footer: true } as const;

function remote(name: RemoteName, module: `./${string}`, pendingIssue?: number): RoutePage {
  return pendingIssue === undefined ? { kind: 'remote', remote: name, module } : { kind: 'remote', remote: name, module, pendingIssue };
}

export const routes: readonly RouteDefinition[] = [
  // Public and entry routes.
  { path: '/login', access: 'public', page: { kind: 'shell', page: 'login' } },
  { path: '/initiate-login', access: 'public', page: { kind: 'shell', page: 'initiate-login' } },
  { path: '/auth-success', access: 'public', page: { kind: 'shell', page: 'auth-success' } },
  { path: '/outage-message', title: 'Outage', access: 'public', page: { kind: 'shell', page: 'outage' } },
  { path: '/bypass-outage', access: 'public', page: { kind: 'shell', page: 'bypass-outage' } },
  { path: '/register', title: 'Register', access: 'public', page: remote('mfe_registration', './RegisterPage'), hide: registrationLayout },
  { path: '/create-account', title: 'Create Account', access: 'public', page: remote('mfe_registration', './CreateAccountPage'), hide: registrationLayout },
  {
    path: '/communication-settings',
    title: 'Communication Settings',
    access: 'public',
    page: remote('mfe_registration', './CommunicationSettingsPage'),
    hide: registrationLayout,
  },
  {
    path: '/complete-registration',
    title: 'Complete Registration',
    access: 'public',
    page: remote('mfe_registration', './CompleteRegistrationPage'),
    hide: registrationLayout,
  },
  { path: '/contact', title: 'Contact Us', access: 'public', template: 'basic', page: { kind: 'shell', page: 'contact' } },
  { path: '/account-help', title: 'Need help with your account?', access: 'public', page: remote('mfe_registration', './AccountHelpPage') },
  { path: '/brand-resources', title: 'Brand Resources', access: 'public', page: { kind: 'shell', page: 'brand-resources' } },
  { path: '/terms-of-use', title: 'Terms of Use', access: 'authenticated-when-token', template: 'basic', page: { kind: 'shell', page: 'terms-of-use' } },

  // Staff routes (issue 24; temporary here: they move to mfe-registration's remote manifest).
  { path: '/admin/accounts', title: 'Find an account', access: 'staff', staffHome: true, page: remote('mfe_registration', './AdminSearchPage') },
  { path: '/admin/accounts/:memberId', title: 'Account', access: 'staff', page: remote('mfe_registration', './AdminAccountPage') },
  { path: '/admin/accounts/:memberId/audit', title: 'Audit trail', access: 'staff', page: remote('mfe_registration', './AdminAuditPage') },

  // Authenticated routes.
  { path: '/select-plan', title: 'Select Plan', access: 'authenticated', planOptional: true, page: { kind: 'shell', page: 'select-plan' }, hide: { footer: true } },
  { path: '/medical/dashboard', title: 'Dashboard', access: 'authenticated', contractTypes: medicalOnly, page: { kind: 'shell', page: 'dashboard' } },
  { path: '/dental/dashboard', title: 'Dashboard', access: 'authenticated', contractTypes: ['Dental'], page: { kind: 'shell', page: 'dashboard' } },
  { path: '/vision/dashboard', title: 'Dashboard', access: 'authenticated', contractTypes: ['Vision'], page: { kind: 'shell', page: 'dashboard' } },
  {
    path: '/spending-details',
    title: 'Spending Details',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'deductible',
    page: remote('mfe_claims', './SpendingDetailsPage'),
  },
  {
    path: '/health-reimbursement',
    title: 'Health Reimbursement Account',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'healthReimbursementAccount',
    page: remote('mfe_claims', './HealthReimbursementPage'),
  },
  { path: '/programs', title: 'Programs', access: 'authenticated', rightsKey: 'programs', page: remote('mfe_pharmacy_programs', './ProgramsPage') },
  {
    // The page sets its own title from the program's content.
    path: '/programs/:id',
    access: 'authenticated',
    requiresProgramInPath: true,
    page: remote('mfe_pharmacy_programs', './ProgramDetailsPage'),
  },
  { path: '/pharmacy', title: 'Pharmacy', access: 'authenticated', rightsKey: 'pharmacyCenter', page: remote('mfe_pharmacy_programs', './PharmacyPage') },
  { path: '/contact-us', title: 'Contact Us', access: 'authenticated', page: remote('mfe_messages', './ContactUsPage') },
  { path: '/claims', title: 'Claims', access: 'authenticated', contractTypes: medicalOnly, rightsKey: 'claims', page: remote('mfe_claims', './ClaimsPage') },
  {
    path: '/claim-details/:id',
    title: 'Claim Details',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'claims',
    page: remote('mfe_claims', './ClaimDetailsPage'),
  },
  { path: '/payment-center', title: 'Payment Center', access: 'authenticated', rightsKey: 'payment', page: remote('mfe_settings', './PaymentCenterPage') },
  {
    path: '/primary-care-provider',
    title: 'Primary Care Provider',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'choosePrimaryCareProvider',
    page: remote('mfe_claims', './PrimaryCareProviderPage'),
  },
  {
    path: '/coverage-and-copays',
    title: 'Coverage and Copays',
    access: 'authenticated',
    rightsKey: 'whosCovered',
    page: remote('mfe_claims', './CoverageAndCopaysPage'),
  },
  {
    path: '/authorizations',
    title: 'Prior Authorizations',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'inpatientMedicalAdmissionRequest',
    page: remote('mfe_claims', './AuthorizationsPage'),
  },
  {
    path: '/authorizations/:id',
    title: 'Prior Authorization Details',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'inpatientMedicalAdmissionRequest',
    page: remote('mfe_claims', './AuthorizationDetailsPage'),
  },
  { path: '/find-care', title: 'Find Care & Costs', access: 'authenticated', rightsKey: 'findCareAndCostOptions', page: remote('mfe_claims', './FindCarePage') },
  {
    path: '/health-records',
    title: 'Personal Health Record',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'personalHealthRecord',
    page: remote('mfe_claims', './HealthRecordsPage'),
  },
  {
    path: '/traveling-abroad',
    title: 'Traveling Abroad',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'coverageWhenTravelingAbroad',
    page: remote('mfe_claims', './TravelingAbroadPage'),
  },
  { path: '/settings/profile', title: 'Settings', access: 'authenticated', page: remote('mfe_settings', './SettingsProfilePage') },
  { path: '/settings/privacy-security', title: 'Settings', access: 'authenticated', page: remote('mfe_settings', './SettingsPrivacySecurityPage') },
  { path: '/settings/preferences', title: 'Settings', access: 'authenticated', page: remote('mfe_settings', './SettingsPreferencesPage') },
  { path: '/settings/about', title: 'Settings', access: 'authenticated', page: remote('mfe_settings', './SettingsAboutPage') },
  { path: '/linking-disclaimer', title: 'Linking Disclaimer', access: 'authenticated', page: { kind: 'shell', page: 'linking-disclaimer' } },
  { path: '/id-card', title: 'ID Cards', access: 'authenticated', rightsKey: 'idCards', page: remote('mfe_settings', './IdCardPage') },
  { path: '/documents', title: 'Documents and Forms', access: 'authenticated', rightsKey: 'forms', page: remote('mfe_pharmacy_programs', './DocumentsPage') },
  { path: '/linking', title: 'Opening your link', access: 'authenticated', page: { kind: 'shell', page: 'linking' } },
  {
    path: '/cost-estimates',
    title: 'Cost Estimates',
    access: 'authenticated',
    contractTypes: medicalOnly,
    rightsKey: 'embold',
    page: remote('mfe_claims', './CostEstimatesPage'),
  },
  { path: '/messages', title: 'Message Center', access: 'authenticated', page: remote('mfe_messages', './MessageCenterPage') },
  { path: '/messages/:page', title: 'Message Center', access: 'authenticated', page: remote('mfe_messages', './MessageCenterPage') },
  { path: '/message/:messageId', title: 'Message', access: 'authenticated', page: remote('mfe_messages', './MessageDetailPage') },
];

/** The route the notification bell leads to (SPEC section 2: the route named MessageCenter). */
export const messageCenterPath = '/messages';

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

const contractTypePrefix = /^\/(medical|dental|vision)(?=\/)/;

/**
 * Whether a redirect's target names a route of one contract type (/medical/dashboard): which one a
 * member lands on then depends on their selected plan (redirectTargetForPlan), so the redirect waits
 * for the plan, and a member who is signed out signs in first.
 */
export function redirectNeedsPlan(target: string): boolean {
  return contractTypePrefix.test(target);
}

/**
 * SPEC section 2's redirects name one contract type's route (/dashboard to /medical/dashboard,
 * /dv-dashboard to /dental/dashboard), while "a path lacking the contract type prefix is rewritten to
 * include it": the prefix is the selected plan's. So a target under a contract-type prefix takes the
 * plan's own prefix when that route exists: /dashboard brings a Dental member to /dental/dashboard and
 * /dv-dashboard a Vision member to /vision/dashboard, where the fixed targets ended on not-found.
 */
export function redirectTargetForPlan(
  target: string,
  contractType: ContractType | undefined,
  table: readonly Pick<RouteDefinition, 'path'>[] = routes,
): string {
  const [path = '', query] = target.split(/(?=\?)/);
  if (!contractTypePrefix.test(path)) return target;
  const rewritten = contractPrefixedPath(path.replace(contractTypePrefix, ''), contractType, table);
  return rewritten ? `${rewritten}${query ?? ''}` : target;
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

function remoteModules(remote: RemoteName, pending: boolean): string[] {
  const modules = new Set<string>();
  for (const route of routes) {
    if (route.page.kind === 'remote' && route.page.remote === remote && (route.page.pendingIssue !== undefined) === pending) {
      modules.add(route.page.module);
    }
  }
  return [...modules].sort();
}

/** The route-table entry a path opens, if any (redirects are not routes). */
export function routeFor(pathname: string): RouteDefinition | undefined {
  return routes.find((route) => matchesPath(route.path, pathname));
}

/**
 * Where a staff session starts (issue 24): the first staff route marked staffHome, from whichever
 * remote registers it; undefined while no remote does (a staff session then sees only public pages).
 */
export function staffHomePath(table: readonly RouteDefinition[] = routes): string | undefined {
  return table.find((route) => route.access === 'staff' && route.staffHome)?.path;
}

/** Every module the route table expects a remote to expose. */
export function expectedExposes(remote: RemoteName): string[] {
  return remoteModules(remote, false);
}

/** Modules whose pages are still to be delivered (a remote exposing one must drop its pendingIssue). */
export function pendingExposes(remote: RemoteName): string[] {
  return remoteModules(remote, true).filter((module) => !expectedExposes(remote).includes(module));
}

/** Fills a redirect target's `:name` segments from the parameters of the matched path. */
export function redirectTarget(to: string, params: Readonly<Record<string, string | undefined>>): string {
  return to.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
