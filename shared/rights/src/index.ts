// Public API of @portal/rights (a run-time singleton: import only from here).
export { rightsStore, type RightsState, type RightsActions, type RightsStore } from './rights-store';
export { rightsAllow, hasProgram } from './rights-checks';
export { useRights, useRightsAllow } from './hooks';
export { loadMemberships, loadRights, choosePlan, ensurePlanAndRights, splitMemberships, firstPlan } from './plan-loading';
export { routeAllowed, pathAllowed, routeOpenToSession, sessionRouteAccess, type SessionRouteAccess } from './route-access';
export {
  navigationFor,
  showPayBill,
  showPharmacy,
  updatePolicyApp,
  defaultFindCareTitle,
  menuRules,
  visibilityAllows,
  type NavigationEntry,
  type NavigationModel,
  type ExternalAppKey,
} from './navigation-entries';
export { dashboardRules, cardVisibilityAllows, careCostOptions, careCostPaths, type CareCostPath } from './dashboard-rules';
export {
  portalCompositionStore,
  composePortal,
  markComposing,
  resetPortalComposition,
  portalRoutes,
  routeFor,
  expectedExposes,
  sharedModulesOf,
  usePortalComposition,
  type PortalComposition,
  type ComposedMenuEntry,
  type ComposedDashboardCard,
  type ComposedFeed,
} from './portal-composition';
export { mayReadFor, membersAllowed, membersRefused } from './member-access';
