// The shell's own routes, the redirects and the route helpers (docs/decisions/0007-guards-in-one-place-pages-in-their-remote.md). A remote's pages
// are not here: each remote declares them in its own manifest (src/remote-manifest.ts), and the shell
// composes the portal's route table from its own routes and the manifests at run time
// (@portal/rights portal-routes, docs/remote-manifest.md). The shell enforces the guards before any
// remote code loads.
import type { ContractType, RightsRecord } from './domain';
import type { RouteAccess } from './remote-manifest';

export type { RouteAccess } from './remote-manifest';

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
  /** A page a remote declares in its manifest: the remotes.json name and the exposed module. */
  | { kind: 'remote'; remote: string; module: `./${string}` };

export interface RouteDefinition {
  path: string;
  /** Route title; the document title is "<title> - <product name>", or the product name alone. */
  title?: string;
  access: RouteAccess;
  /** An authenticated route that works before a plan is chosen (plan selection itself). */
  planOptional?: boolean;
  /** Contract types the selected plan must have; absent means all. */
  contractTypes?: readonly ContractType[];
  /** The rights flag that must allow the route (docs/product/routes-and-guards.md#guards-rights-key). */
  rightsKey?: keyof RightsRecord;
  /** `/programs/:id`: the member must have a program with the id in the path (docs/product/routes-and-guards.md#guards-rights-key). */
  requiresProgramInPath?: boolean;
  page: RoutePage;
  /** Layout parts this route hides. */
  hide?: { navigation?: boolean; footer?: boolean };
  /** Basic-template pages use the basic header and footer (docs/product/routes-and-guards.md#layout-frame). */
  template?: 'basic';
  /**
   * A staff route where a staff session lands after sign-in, instead of plan selection (staff have no
   * plan), and where the logo leads it. The first such route is the staff home (@portal/rights
   * staffHomePath).
   */
  staffHome?: boolean;
}

export interface RedirectDefinition {
  from: string;
  /** The target; `:name` segments take the value of the same parameter in `from`. */
  to: string;
}

/** Tracking parameters of the /anytime vanity URL (docs/product/routes-and-guards.md#routes-document-title). */
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

/** The shell's own pages; the remotes' pages come from their manifests (@portal/rights portal-routes). */
export const shellRoutes: readonly RouteDefinition[] = [
  // Public and entry routes.
  { path: '/login', access: 'public', page: { kind: 'shell', page: 'login' } },
  { path: '/initiate-login', access: 'public', page: { kind: 'shell', page: 'initiate-login' } },
  { path: '/auth-success', access: 'public', page: { kind: 'shell', page: 'auth-success' } },
  { path: '/outage-message', title: 'Outage', access: 'public', page: { kind: 'shell', page: 'outage' } },
  { path: '/bypass-outage', access: 'public', page: { kind: 'shell', page: 'bypass-outage' } },
  { path: '/contact', title: 'Contact Us', access: 'public', template: 'basic', page: { kind: 'shell', page: 'contact' } },
  { path: '/brand-resources', title: 'Brand Resources', access: 'public', page: { kind: 'shell', page: 'brand-resources' } },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    access: 'authenticated-when-token',
    template: 'basic',
    page: { kind: 'shell', page: 'terms-of-use' },
  },

  // Authenticated routes.
  {
    path: '/select-plan',
    title: 'Select Plan',
    access: 'authenticated',
    planOptional: true,
    page: { kind: 'shell', page: 'select-plan' },
    hide: { footer: true },
  },
  {
    path: '/medical/dashboard',
    title: 'Dashboard',
    access: 'authenticated',
    contractTypes: medicalOnly,
    page: { kind: 'shell', page: 'dashboard' },
  },
  {
    path: '/dental/dashboard',
    title: 'Dashboard',
    access: 'authenticated',
    contractTypes: ['Dental'],
    page: { kind: 'shell', page: 'dashboard' },
  },
  {
    path: '/vision/dashboard',
    title: 'Dashboard',
    access: 'authenticated',
    contractTypes: ['Vision'],
    page: { kind: 'shell', page: 'dashboard' },
  },
  {
    path: '/linking-disclaimer',
    title: 'Linking Disclaimer',
    access: 'authenticated',
    page: { kind: 'shell', page: 'linking-disclaimer' },
  },
  { path: '/linking', title: 'Opening your link', access: 'authenticated', page: { kind: 'shell', page: 'linking' } },
];

/** The route the notification bell leads to (docs/product/session.md#session-bell: the route named MessageCenter). */
export const messageCenterPath = '/messages';

const dashboardPaths: Record<ContractType, string> = {
  Medical: '/medical/dashboard',
  Dental: '/dental/dashboard',
  Vision: '/vision/dashboard',
};

/** The home of a plan: the dashboard of its contract type (docs/product/routes-and-guards.md#routes-contract-type-prefix, home link). */
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
 * docs/product/routes-and-guards.md#routes-contract-type-prefix redirects name one contract type's route (/dashboard to /medical/dashboard,
 * /dv-dashboard to /dental/dashboard), while "a path lacking the contract type prefix is rewritten to
 * include it": the prefix is the selected plan's. So a target under a contract-type prefix takes the
 * plan's own prefix when that route exists: /dashboard brings a Dental member to /dental/dashboard and
 * /dv-dashboard a Vision member to /vision/dashboard, where the fixed targets ended on not-found.
 */
export function redirectTargetForPlan(
  target: string,
  contractType: ContractType | undefined,
  table: readonly Pick<RouteDefinition, 'path'>[] = shellRoutes,
): string {
  const [path = '', query] = target.split(/(?=\?)/);
  if (!contractTypePrefix.test(path)) return target;
  const rewritten = contractPrefixedPath(path.replace(contractTypePrefix, ''), contractType, table);
  return rewritten ? `${rewritten}${query ?? ''}` : target;
}

/**
 * A path lacking the contract-type prefix, rewritten to include the selected plan's (docs/product/routes-and-guards.md#routes-contract-type-prefix):
 * for a Dental plan, `/claims-history` becomes `/dental/claims-history` when that route exists.
 */
export function contractPrefixedPath(
  pathname: string,
  contractType: ContractType | undefined,
  table: readonly Pick<RouteDefinition, 'path'>[] = shellRoutes,
): string | null {
  if (!contractType) return null;
  const prefix = `/${contractType.toLowerCase()}`;
  if (pathname.startsWith(`${prefix}/`)) return null;
  const candidate = `${prefix}${pathname}`;
  return table.some((route) => matchesPath(route.path, candidate)) ? candidate : null;
}

/** Whether a route pattern with :params matches a path. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return pathParams(pattern, pathname) !== null;
}

/** A path segment decoded; one that is not valid percent-encoding (`%E0`) stays as it is. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The :params a path gives a route pattern (`/programs/:id` and `/programs/abc` give `{ id: 'abc' }`), or null when it does not match. */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const segment = pathParts[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
    } else if (segment === '') {
      return null;
    } else {
      params[part.slice(1)] = decodedSegment(segment);
    }
  }
  return params;
}

/**
 * Where a staff session starts: the first staff route marked staffHome in the composed
 * table (@portal/rights portalRoutes), from whichever remote declares it; undefined while none does
 * (a staff session then sees only public pages).
 */
export function staffHomePath(table: readonly RouteDefinition[]): string | undefined {
  return table.find((route) => route.access === 'staff' && route.staffHome)?.path;
}

/** Fills a redirect target's `:name` segments from the parameters of the matched path. */
export function redirectTarget(to: string, params: Readonly<Record<string, string | undefined>>): string {
  return to.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
