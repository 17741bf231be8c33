// Whether the selected plan and its rights allow a route of the composed route table (the shell's routes
// and the remotes' manifests, ./portal-composition.ts; docs/product/routes-and-guards.md#routes-contract-type-prefix, docs/product/routes-and-guards.md#guards-rights-key): the one guard module.
// the plan's contract type must be listed, the rights key must allow it, and /programs/:id needs that
// program. Whether the kind of session may open the route at all: staff routes are for staff sessions,
// member routes for members. A refused route shows not-found.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { RouteDefinition } from '@portal/contracts/route-table';
import { routeFor } from './portal-composition';
import { hasProgram, rightsAllow } from './rights-checks';

export function routeAllowed(
  route: Pick<RouteDefinition, 'contractTypes' | 'rightsKey' | 'requiresProgramInPath'>,
  plan: Pick<SelectedPlan, 'contractType'> | null,
  rights: RightsRecord | null,
  params: Readonly<Record<string, string | undefined>> = {},
): boolean {
  if (route.contractTypes && (!plan || !route.contractTypes.includes(plan.contractType))) return false;
  if (route.rightsKey && !rightsAllow(route.rightsKey, rights)) return false;
  if (route.requiresProgramInPath && !hasProgram(rights, params.id ?? '')) return false;
  return true;
}

/** Whether the route a path opens allows this plan and these rights (false for a path with no route). */
export function pathAllowed(pathname: string, plan: Pick<SelectedPlan, 'contractType'> | null, rights: RightsRecord | null): boolean {
  const route = routeFor(pathname);
  return route !== undefined && routeAllowed(route, plan, rights);
}

/** How the route guard treats a route for a session: its access once the token is known. */
export type SessionRouteAccess = 'public' | 'authenticated' | 'staff';

/**
 * The access a route has for this session: terms of use ('authenticated-when-token') is a
 * member route for a signed-in member and public otherwise (a staff session included, having no
 * member checks to go through).
 */
export function sessionRouteAccess(
  route: Pick<RouteDefinition, 'access'>,
  session: { signedIn: boolean; staff: boolean },
): SessionRouteAccess {
  if (route.access === 'authenticated-when-token') return session.signedIn && !session.staff ? 'authenticated' : 'public';
  return route.access;
}

/**
 * Whether a signed-in session of this kind may open a route: a staff route only a staff
 * session, a member route only a member's (staff are not members and have no plan). Public routes
 * are anyone's. A refused route shows not-found, as one the plan's rights refuse.
 */
export function routeOpenToSession(route: Pick<RouteDefinition, 'access'>, session: { signedIn: boolean; staff: boolean }): boolean {
  const access = sessionRouteAccess(route, session);
  if (access === 'staff') return session.staff;
  if (access === 'authenticated') return !session.staff;
  return true;
}
