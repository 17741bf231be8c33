// @ts-check
// Which pages the bench visits for "every page measured" (issue 22, item 5; README, "Bench"), from the
// route table itself (shared/contracts/src/route-table.ts), so a new page is measured the day it is
// added: every route a signed-in member opens, redirects aside (they are not routes). A route with a
// parameter is visited with a real value read from the page that lists them; a route no persona of
// this plan can open makes the plan fail rather than drop the page silently.

/** Who the pages are visited as (PERSONAS.md): ava.medical has every rights flag on. */
export const defaultPersona = 'ava.medical';

/**
 * Where a parameter's real value is found: the first link on the listing page whose path matches the
 * route. ava.medical's 10 messages fit one page (10 a page), so the message-center page number comes
 * from hal.inbox's 150.
 * @type {Readonly<Record<string, { listPath: string, persona?: string }>>}
 */
export const parameterSources = Object.freeze({
  '/programs/:id': { listPath: '/programs' },
  '/claim-details/:id': { listPath: '/claims' },
  '/authorizations/:id': { listPath: '/authorizations' },
  '/message/:messageId': { listPath: '/messages' },
  '/messages/:page': { listPath: '/messages', persona: 'hal.inbox' },
});

/**
 * The dashboards (one shell page, a route per contract type). A persona's first dashboard is where
 * sign-in lands, so it is measured as the sign-in figure of that persona ("start"); ben.dental lands
 * on Dental and opens Vision by switching plans (PERSONAS.md).
 * @type {Readonly<Record<string, { persona: string, how: 'start' } | { persona: string, how: 'switch-plan', contractType: string }>>}
 */
export const dashboardVisits = Object.freeze({
  Medical: { persona: 'ava.medical', how: 'start' },
  Dental: { persona: 'ben.dental', how: 'start' },
  Vision: { persona: 'ben.dental', how: 'switch-plan', contractType: 'Vision' },
});

/**
 * @typedef {import('../route-table.mjs').RouteLike} RouteLike
 * @typedef {{
 *   route: string,
 *   page: string,
 *   persona: string,
 *   how: 'in-app' | 'start' | 'switch-plan',
 *   contractType?: string,
 *   list?: { path: string, persona: string },
 * }} PlannedVisit
 *   route: the route table's path; page: what renders it (`shell:dashboard`, `mfe_claims/ClaimsPage`);
 *   how: `in-app` from the persona's idle dashboard, `start` (the page sign-in lands on) or
 *   `switch-plan` (from the idle dashboard through Select Plan to that contract type's plan)
 */

/**
 * @param {readonly RouteLike[]} routes the route table's routes
 * @returns {PlannedVisit[]}
 */
export function firstVisitPlan(routes) {
  /** @type {PlannedVisit[]} */
  const plan = [];
  for (const route of routes) {
    // Staff pages (issue 24) are no member's: the bench's budgets are for members' pages.
    if (route.access === 'public' || route.access === 'staff') continue;
    const page = route.page.kind === 'shell' ? `shell:${route.page.page}` : `${route.page.remote}/${route.page.module.replace(/^\.\//, '')}`;
    if (route.page.kind === 'shell' && route.page.page === 'dashboard') {
      const contractType = route.contractTypes?.length === 1 ? route.contractTypes[0] : undefined;
      const visit = contractType ? dashboardVisits[contractType] : undefined;
      if (!visit) throw new Error(`the bench has no persona for the dashboard ${route.path}`);
      plan.push({ route: route.path, page, ...visit });
      continue;
    }
    if (route.contractTypes && !route.contractTypes.includes('Medical')) {
      throw new Error(`the bench has no persona for ${route.path} (${route.contractTypes.join(', ')} plans only)`);
    }
    /** @type {PlannedVisit} */
    const visit = { route: route.path, page, persona: defaultPersona, how: 'in-app' };
    if (route.path.includes(':')) {
      const source = parameterSources[route.path];
      if (!source) throw new Error(`the bench does not know where to find a value for ${route.path} (add it to parameterSources)`);
      visit.persona = source.persona ?? defaultPersona;
      visit.list = { path: source.listPath, persona: visit.persona };
    }
    plan.push(visit);
  }
  return plan;
}
