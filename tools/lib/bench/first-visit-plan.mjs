// @ts-check
// Which pages the bench visits for "every page measured" (docs/performance.md#the-bench), from the
// route table itself (shared/contracts/src/route-table.ts), so a new page is measured the day it is
// added: every route a signed-in member or member-services staff opens, redirects aside (they are not
// routes). A route with a parameter is visited with a real value read from the page that lists them; a
// route no persona of this plan can open makes the plan fail rather than drop the page silently.

/** Who the member pages are visited as (sandbox/README.md#personas): ava.medical has every rights flag on. */
export const defaultPersona = 'ava.medical';

/**
 * Who the staff pages (access 'staff') are visited as (sandbox/README.md#personas): sam.admin, member-services
 * staff with no plan. Sign-in lands him on the staff home (the staff page marked `staffHome`), which is
 * measured as his sign-in figure; the other staff pages are opened in-app from there.
 */
export const staffPersona = 'sam.admin';

/**
 * Where a parameter's real value is found: the first link on the listing page whose path matches the
 * route. ava.medical's 10 messages fit one page (10 a page), so the message-center page number comes
 * from hal.inbox's 150. A listing path with a parameter is another route of this list, visited at the
 * value found for it (the audit trail is linked from the account page). `search` runs a search on the
 * listing page first (the staff search lists accounts only as the answer to a search it posts, and its
 * links carry an account reference found nowhere else): the field's label, the value typed, the button.
 * @type {Readonly<Record<string, { listPath: string, persona?: string, search?: { field: string, value: string, button: string } }>>}
 */
export const parameterSources = Object.freeze({
  '/programs/:id': { listPath: '/programs' },
  '/claim-details/:id': { listPath: '/claims' },
  '/authorizations/:id': { listPath: '/authorizations' },
  '/message/:messageId': { listPath: '/messages' },
  '/messages/:page': { listPath: '/messages', persona: 'hal.inbox' },
  // ava.medical's account: staff search by a whole username (a partial name could match too many accounts).
  '/admin/accounts/:accountRef': {
    listPath: '/admin/accounts',
    persona: staffPersona,
    search: { field: 'Username', value: 'ava.medical', button: 'Search' },
  },
  '/admin/accounts/:accountRef/audit': { listPath: '/admin/accounts/:accountRef', persona: staffPersona },
});

/**
 * The dashboards (one shell page, a route per contract type). A persona's first dashboard is where
 * sign-in lands, so it is measured as the sign-in figure of that persona ("start"); ben.dental lands
 * on Dental and opens Vision by switching plans (sandbox/README.md#personas).
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
 *   home?: string,
 *   list?: { path: string, persona: string, search?: { field: string, value: string, button: string } },
 * }} PlannedVisit
 *   route: the route table's path; page: what renders it (`shell:dashboard`, `mfe_claims/ClaimsPage`);
 *   how: `in-app` from the persona's idle home page, `start` (the page sign-in lands on) or
 *   `switch-plan` (from the idle dashboard through Select Plan to that contract type's plan);
 *   home: where sign-in lands the persona, when it is not a plan's dashboard (the staff home);
 *   list.path: a path, or a route of the plan with a parameter, visited at the value found for it
 */

/**
 * @param {readonly RouteLike[]} routes the route table's routes
 * @returns {PlannedVisit[]}
 */
export function firstVisitPlan(routes) {
  /** @type {PlannedVisit[]} */
  const plan = [];
  const staffHome = routes.find((route) => route.access === 'staff' && route.staffHome)?.path;
  for (const route of routes) {
    // Staff pages are no member's: the bench's budgets are for members' pages.
    if (route.access === 'public') continue;
    const page =
      route.page.kind === 'shell' ? `shell:${route.page.page}` : `${route.page.remote}/${route.page.module.replace(/^\.\//, '')}`;
    if (route.page.kind === 'shell' && route.page.page === 'dashboard') {
      const contractType = route.contractTypes?.length === 1 ? route.contractTypes[0] : undefined;
      const visit = contractType ? dashboardVisits[contractType] : undefined;
      if (!visit) throw new Error(`the bench has no persona for the dashboard ${route.path}`);
      plan.push({ route: route.path, page, ...visit });
      continue;
    }
    const staff = route.access === 'staff';
    if (staff && !staffHome)
      throw new Error(`the bench has no home for ${staffPersona}: no staff page is the staff home (needed for ${route.path})`);
    if (route.contractTypes && !route.contractTypes.includes('Medical')) {
      throw new Error(`the bench has no persona for ${route.path} (${route.contractTypes.join(', ')} plans only)`);
    }
    /** @type {PlannedVisit} */
    const visit = staff
      ? { route: route.path, page, persona: staffPersona, how: route.path === staffHome ? 'start' : 'in-app', home: staffHome }
      : { route: route.path, page, persona: defaultPersona, how: 'in-app' };
    if (route.path.includes(':')) {
      const source = parameterSources[route.path];
      if (!source) throw new Error(`the bench does not know where to find a value for ${route.path} (add it to parameterSources)`);
      const persona = source.persona ?? defaultPersona;
      if (staff !== (persona === staffPersona)) throw new Error(`the bench would visit ${route.path} as ${persona}, who cannot open it`);
      if (source.listPath.includes(':') && !plan.some((earlier) => earlier.route === source.listPath && earlier.list)) {
        throw new Error(`the bench finds ${route.path} on ${source.listPath}, which is no earlier page with a value`);
      }
      visit.persona = persona;
      visit.list = { path: source.listPath, persona, ...(source.search ? { search: source.search } : {}) };
    }
    plan.push(visit);
  }
  return plan;
}
