// Which pages the bench visits (issue 22, item 5: "for each signed-in page"; README, "Bench"): every
// signed-in route of the route table, redirects aside, with a persona that may open it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstVisitPlan, parameterSources } from '../lib/bench/first-visit-plan.mjs';
import { loadRouteTable } from '../lib/route-table.mjs';

/** @typedef {import('../lib/bench/first-visit-plan.mjs').RouteLike} RouteLike */

/**
 * @param {string} path
 * @param {Partial<RouteLike>} [extra]
 * @returns {RouteLike}
 */
const remoteRoute = (path, extra = {}) => ({ path, access: 'authenticated', page: { kind: 'remote', remote: 'mfe_claims', module: './ClaimsPage' }, ...extra });

describe('the first-visit plan of the bench', () => {
  // A page "still to be delivered" (the route table's old pendingIssue) no longer exists: a remote's
  // manifest declares only pages whose module it exposes (docs/remote-manifest.md).
  it('visits signed-in routes only', () => {
    const plan = firstVisitPlan(/** @type {RouteLike[]} */ ([
      { path: '/login', access: 'public', page: { kind: 'shell', page: 'login' } },
      { path: '/account-help', access: 'public', page: { kind: 'remote', remote: 'mfe_registration', module: './AccountHelpPage' } },
      { path: '/terms-of-use', access: 'authenticated-when-token', page: { kind: 'shell', page: 'terms-of-use' } },
      remoteRoute('/claims'),
    ]));
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
    const dashboard = (path, contractType) => ({ path, access: 'authenticated', contractTypes: [contractType], page: { kind: 'shell', page: 'dashboard' } });
    const plan = firstVisitPlan([dashboard('/medical/dashboard', 'Medical'), dashboard('/dental/dashboard', 'Dental'), dashboard('/vision/dashboard', 'Vision')]);
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

  it("covers every signed-in route of the portal's route table", async () => {
    const { routes, redirects } = await loadRouteTable();
    const plan = firstVisitPlan(routes);
    // Members' pages: staff pages (issue 24) are no member's and have no budget.
    const signedIn = routes.filter((route) => route.access !== 'public' && route.access !== 'staff');
    assert.deepEqual(plan.map((visit) => visit.route), signedIn.map((route) => route.path));
    assert.ok(plan.length > 30);
    // Redirects are not routes.
    for (const redirect of redirects) assert.equal(plan.some((visit) => visit.route === redirect.from), false, redirect.from);
    for (const visit of plan.filter((candidate) => candidate.route.includes(':'))) assert.ok(parameterSources[visit.route], visit.route);
  });
});
