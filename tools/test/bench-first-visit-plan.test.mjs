// Which pages the bench visits ("for each signed-in page"; docs/performance.md#the-bench): every
// signed-in route of the route table, redirects aside, with a persona that may open it: members' pages
// as ava.medical (or the persona who has such items), staff pages as sam.admin.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstVisitPlan, parameterSources, staffPersona } from '../lib/bench/first-visit-plan.mjs';
import { loadRouteTable } from '../lib/route-table.mjs';

/** @typedef {import('../lib/bench/first-visit-plan.mjs').RouteLike} RouteLike */

/**
 * @param {string} path
 * @param {Partial<RouteLike>} [extra]
 * @returns {RouteLike}
 */
const remoteRoute = (path, extra = {}) => ({
  path,
  access: 'authenticated',
  page: { kind: 'remote', remote: 'mfe_claims', module: './ClaimsPage' },
  ...extra,
});

describe('the first-visit plan of the bench', () => {
  // A page "still to be delivered" (the route table's old pendingIssue) no longer exists: a remote's
  // manifest declares only pages whose module it exposes (docs/remote-manifest.md).
  it('visits signed-in routes only', () => {
    const plan = firstVisitPlan(
      /** @type {RouteLike[]} */ ([
        { path: '/login', access: 'public', page: { kind: 'shell', page: 'login' } },
        { path: '/account-help', access: 'public', page: { kind: 'remote', remote: 'mfe_registration', module: './AccountHelpPage' } },
        { path: '/terms-of-use', access: 'authenticated-when-token', page: { kind: 'shell', page: 'terms-of-use' } },
        remoteRoute('/claims'),
      ]),
    );
    assert.deepEqual(
      plan.map((visit) => [visit.route, visit.page, visit.persona, visit.how]),
      [
        ['/terms-of-use', 'shell:terms-of-use', 'ava.medical', 'in-app'],
        ['/claims', 'mfe_claims/ClaimsPage', 'ava.medical', 'in-app'],
      ],
    );
  });

  it('finds a parameter on the page that lists it, as the persona who has such items', () => {
    const [claim, messagePage] = firstVisitPlan([remoteRoute('/claim-details/:id'), remoteRoute('/messages/:page')]);
    assert.deepEqual(claim?.list, { path: '/claims', persona: 'ava.medical' });
    assert.deepEqual(messagePage?.list, { path: '/messages', persona: 'hal.inbox' });
    assert.equal(messagePage?.persona, 'hal.inbox');
    assert.throws(() => firstVisitPlan([remoteRoute('/unknown/:id')]), /does not know where to find a value for \/unknown\/:id/);
  });

  it('starts from each dashboard sign-in lands on, and reaches the Vision one through Select Plan', () => {
    /** @param {string} path @param {string} contractType @returns {RouteLike} */
    const dashboard = (path, contractType) => ({
      path,
      access: 'authenticated',
      contractTypes: [contractType],
      page: { kind: 'shell', page: 'dashboard' },
    });
    const plan = firstVisitPlan([
      dashboard('/medical/dashboard', 'Medical'),
      dashboard('/dental/dashboard', 'Dental'),
      dashboard('/vision/dashboard', 'Vision'),
    ]);
    assert.deepEqual(
      plan.map((visit) => [visit.route, visit.persona, visit.how]),
      [
        ['/medical/dashboard', 'ava.medical', 'start'],
        ['/dental/dashboard', 'ben.dental', 'start'],
        ['/vision/dashboard', 'ben.dental', 'switch-plan'],
      ],
    );
  });

  it('refuses a page only another contract type opens, rather than leave it out', () => {
    assert.throws(() => firstVisitPlan([remoteRoute('/dental/claims', { contractTypes: ['Dental'] })]), /no persona for \/dental\/claims/);
  });

  it('visits staff pages as sam.admin: his sign-in lands on the staff home, the others open in-app from there', () => {
    /** @param {string} path @param {string} module @param {Partial<RouteLike>} [extra] @returns {RouteLike} */
    const staffRoute = (path, module, extra = {}) => ({
      path,
      access: 'staff',
      page: { kind: 'remote', remote: 'mfe_registration', module },
      ...extra,
    });
    const plan = firstVisitPlan([
      staffRoute('/admin/accounts', './AdminSearchPage', { staffHome: true }),
      staffRoute('/admin/accounts/:accountRef', './AdminAccountPage'),
      staffRoute('/admin/accounts/:accountRef/audit', './AdminAuditPage'),
      remoteRoute('/claims'),
    ]);
    assert.deepEqual(
      plan.map((visit) => [visit.route, visit.persona, visit.how, visit.home]),
      [
        ['/admin/accounts', 'sam.admin', 'start', '/admin/accounts'],
        ['/admin/accounts/:accountRef', 'sam.admin', 'in-app', '/admin/accounts'],
        ['/admin/accounts/:accountRef/audit', 'sam.admin', 'in-app', '/admin/accounts'],
        ['/claims', 'ava.medical', 'in-app', undefined],
      ],
    );
    // The account's value is the first result of a search on the staff home; the audit trail's is linked
    // from the account page, visited at the value found for it.
    assert.deepEqual(plan[1]?.list, {
      path: '/admin/accounts',
      persona: 'sam.admin',
      search: { field: 'Username', value: 'ava.medical', button: 'Search' },
    });
    assert.deepEqual(plan[2]?.list, { path: '/admin/accounts/:accountRef', persona: 'sam.admin' });
  });

  it('refuses staff pages with no staff home to start from, and a listing page not found before', () => {
    assert.throws(
      () =>
        firstVisitPlan([
          { path: '/admin/accounts', access: 'staff', page: { kind: 'remote', remote: 'mfe_registration', module: './AdminSearchPage' } },
        ]),
      /no home for sam\.admin/,
    );
    assert.throws(
      () =>
        firstVisitPlan([
          {
            path: '/admin/accounts',
            access: 'staff',
            staffHome: true,
            page: { kind: 'remote', remote: 'mfe_registration', module: './AdminSearchPage' },
          },
          {
            path: '/admin/accounts/:accountRef/audit',
            access: 'staff',
            page: { kind: 'remote', remote: 'mfe_registration', module: './AdminAuditPage' },
          },
        ]),
      /finds \/admin\/accounts\/:accountRef\/audit on \/admin\/accounts\/:accountRef, which is no earlier page/,
    );
  });

  it("covers every signed-in route of the portal's route table", async () => {
    const { routes, redirects } = await loadRouteTable();
    const plan = firstVisitPlan(routes);
    const signedIn = routes.filter((route) => route.access !== 'public');
    assert.deepEqual(
      plan.map((visit) => visit.route),
      signedIn.map((route) => route.path),
    );
    assert.ok(plan.length > 30);
    // Redirects are not routes.
    for (const redirect of redirects)
      assert.equal(
        plan.some((visit) => visit.route === redirect.from),
        false,
        redirect.from,
      );
    for (const visit of plan.filter((candidate) => candidate.route.includes(':'))) assert.ok(parameterSources[visit.route], visit.route);
    // Staff pages are measured as sam.admin, member pages never as him; each persona starts where sign-in lands them.
    const staffPaths = routes.filter((route) => route.access === 'staff').map((route) => route.path);
    assert.ok(staffPaths.length > 0, 'the portal has staff pages');
    for (const visit of plan) assert.equal(visit.persona === staffPersona, staffPaths.includes(visit.route), visit.route);
    assert.deepEqual(
      plan.filter((visit) => visit.how === 'start').map((visit) => [visit.route, visit.persona]),
      [
        ['/medical/dashboard', 'ava.medical'],
        ['/dental/dashboard', 'ben.dental'],
        [routes.find((route) => route.staffHome)?.path, 'sam.admin'],
      ],
    );
  });
});
