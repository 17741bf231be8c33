// Public API of @portal/rights (a run-time singleton: import only from here).
export { rightsStore } from './rights-store';
export type { RightsState, RightsActions, RightsStore } from './rights-store';
export { rightsAllow, hasProgram } from './rights-checks';
export { useRights, useRightsAllow } from './hooks';
export { loadMemberships, loadRights, choosePlan, ensurePlanAndRights, splitMemberships, firstPlan } from './plan-loading';
export { routeAllowed, pathAllowed, routeOpenToSession, sessionRouteAccess } from './route-access';
export type { SessionRouteAccess } from './route-access';
export {
  navigationFor,
  showPayBill,
  showPharmacy,
  updatePolicyApp,
  defaultFindCareTitle,
  menuRules,
  visibilityAllows,
} from './navigation-entries';
export { dashboardRules, cardVisibilityAllows, careCostOptions, careCostPaths } from './dashboard-rules';
export type { CareCostPath } from './dashboard-rules';
export {
  portalCompositionStore,
  composePortal,
  markComposing,
  resetPortalComposition,
  portalRoutes,
  routeFor,
  expectedExposes,
  usePortalComposition,
} from './portal-composition';
export type { PortalComposition, ComposedMenuEntry, ComposedDashboardCard, ComposedFeed } from './portal-composition';
export type { NavigationEntry, NavigationModel, ExternalAppKey } from './navigation-entries';
export { mayReadFor, membersAllowed, membersRefused } from './member-access';
