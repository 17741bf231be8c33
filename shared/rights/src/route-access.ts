// Whether the selected plan and its rights allow a route of the composed route table (the shell's routes
// and the remotes' manifests, ./portal-composition.ts; SPEC sections 2 and 5): the one guard module.
// the plan's contract type must be listed, the rights key must allow it, and /programs/:id needs that
// program. A refused route shows not-found.
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
export function pathAllowed(
  pathname: string,
  plan: Pick<SelectedPlan, 'contractType'> | null,
  rights: RightsRecord | null,
): boolean {
  const route = routeFor(pathname);
  return route !== undefined && routeAllowed(route, plan, rights);
}
