// The budgets `pnpm bench` marks pass or FAIL on page weights, Lighthouse and interactions (docs/performance.md).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  atMost,
  budgets,
  interactionRows,
  mark,
  pageLighthouseRows,
  pageVisitPasses,
  pageVisitsOverhead,
  weightRows,
} from '../lib/bench/budgets.mjs';

/** @param {string} route @param {number} jsKb @param {Partial<import('../lib/bench/budgets.mjs').PageVisit>} [extra] */
const visit = (route, jsKb, extra = {}) => ({
  route,
  path: route,
  persona: 'ava.medical',
  how: 'in-app',
  endedAt: route,
  heading: 'A page',
  ok: true,
  jsKb,
  cssKb: 1,
  ...extra,
});

/** @param {Partial<import('../lib/bench/budgets.mjs').WeightResults>} [overrides] */
const results = (overrides = {}) => ({
  login: { jsKb: 4, cssKb: 2, inlineCssKb: 2, documentKb: 5, remoteEntriesFetched: 0 },
  signIn: {
    '/medical/dashboard': { persona: 'ava.medical', jsKb: 140, cssKb: 9, withIdlePrefetchJsKb: 240 },
    '/dental/dashboard': { persona: 'ben.dental', jsKb: 130, cssKb: 8 },
    '/admin/accounts': { persona: 'sam.admin', staff: true, jsKb: 120, cssKb: 6 },
  },
  pages: [visit('/claims', 30), visit('/id-card', 20)],
  oneBundle: { signIn: { jsKb: 130, cssKb: 8 }, pages: [visit('/claims', 28), visit('/id-card', 18)] },
  ...overrides,
});

/** @param {import('../lib/bench/budgets.mjs').Row[]} rows @param {RegExp} figure */
const verdict = (rows, figure) => {
  const row = rows.find((candidate) => figure.test(candidate.figure));
  assert.ok(row, `no row ${figure}`);
  return row.pass;
};

describe('the bench budgets', () => {
  it('are the ones the performance budget names', () => {
    assert.equal(budgets.loginJsCssKb, 25);
    assert.equal(budgets.signInToDashboardJsKb, 240);
    assert.equal(budgets.signInToDashboardWithPrefetchJsKb, 280);
    assert.equal(budgets.staffSignInJsKb, 200);
    assert.equal(budgets.pageFirstVisitJsKb, 40);
    assert.equal(budgets.federationOverhead, 1.25);
    assert.equal(budgets.interactionInpMs, 200);
    assert.deepEqual(budgets.pageLighthouse, { performance: 90, accessibility: 100 });
    assert.deepEqual(
      { performance: budgets.loginLighthouse.performance, accessibility: budgets.loginLighthouse.accessibility },
      { performance: 100, accessibility: 100 },
    );
  });

  it('hold a figure at the budget and fail one above it, or one not measured', () => {
    assert.equal(atMost(25, 25), true);
    assert.equal(atMost(25.1, 25), false);
    assert.equal(atMost(Number.NaN, 25), false);
    assert.equal(mark(true), 'pass');
    assert.equal(mark(false), 'FAIL');
    assert.equal(mark(null), '');
  });

  it('pass every page-weight figure within its budget', () => {
    const rows = weightRows(results());
    for (const row of rows) assert.notEqual(row.pass, false, `${row.figure}: ${row.value}`);
    assert.equal(rows.filter((row) => row.pass === true).length, 9);
  });

  it('count /login as its JS and CSS together, the inline CSS included', () => {
    assert.equal(
      verdict(
        weightRows(results({ login: { jsKb: 20, cssKb: 5, inlineCssKb: 5, documentKb: 8, remoteEntriesFetched: 0 } })),
        /^\/login JS \+ CSS/,
      ),
      true,
    );
    assert.equal(
      verdict(
        weightRows(results({ login: { jsKb: 20, cssKb: 5.1, inlineCssKb: 5.1, documentKb: 8, remoteEntriesFetched: 0 } })),
        /^\/login JS \+ CSS/,
      ),
      false,
    );
    assert.equal(
      verdict(
        weightRows(results({ login: { jsKb: 1, cssKb: 1, inlineCssKb: 1, documentKb: 2, remoteEntriesFetched: 1 } })),
        /remote entries/,
      ),
      false,
    );
  });

  it('hold sign-in to 240 KB without the prefetch and 280 KB with it, and staff sign-in to 200 KB', () => {
    /** @param {number} jsKb @param {number} withIdlePrefetchJsKb */
    const signIn = (jsKb, withIdlePrefetchJsKb) =>
      results({ signIn: { '/medical/dashboard': { persona: 'ava.medical', jsKb, cssKb: 9, withIdlePrefetchJsKb } } });
    assert.equal(verdict(weightRows(signIn(240.1, 270)), /to \/medical\/dashboard/), false);
    assert.equal(verdict(weightRows(signIn(240, 270)), /to \/medical\/dashboard/), true);
    assert.equal(verdict(weightRows(signIn(240, 280.1)), /idle prefetch/), false);
    assert.equal(verdict(weightRows(signIn(240, 280)), /idle prefetch/), true);
    /** @param {number} jsKb */
    const staff = (jsKb) => results({ signIn: { '/admin/accounts': { persona: 'sam.admin', staff: true, jsKb, cssKb: 6 } } });
    assert.equal(verdict(weightRows(staff(200)), /to \/admin\/accounts/), true);
    assert.equal(verdict(weightRows(staff(200.1)), /to \/admin\/accounts/), false);
  });

  it('fail the pages when one first visit is above 40 KB or did not show its page', () => {
    assert.equal(verdict(weightRows(results({ pages: [visit('/claims', 40), visit('/id-card', 40.1)] })), /every signed-in page/), false);
    const unavailable = visit('/claims', 2, { ok: false, heading: 'This section is temporarily unavailable' });
    assert.equal(pageVisitPasses(unavailable), false);
    assert.equal(verdict(weightRows(results({ pages: [unavailable] })), /every signed-in page/), false);
    assert.equal(verdict(weightRows(results({ pages: [] })), /every signed-in page/), false);
  });

  it('weigh the federation overhead on sign-in and on the pages added up', () => {
    const rows = weightRows(
      results({ oneBundle: { signIn: { jsKb: 110, cssKb: 8 }, pages: [visit('/claims', 20), visit('/id-card', 19)] } }),
    );
    // 140 / 110 = 1.27; (30 + 20) / (20 + 19) = 1.28
    assert.equal(verdict(rows, /overhead: sign-in/), false);
    assert.equal(verdict(rows, /overhead: every page/), false);
    assert.match(rows.find((row) => /overhead: every page/.test(row.figure))?.value ?? '', /^1\.28x \(50 KB \/ 39 KB\)/);
    const within = weightRows(
      results({ oneBundle: { signIn: { jsKb: 112, cssKb: 8 }, pages: [visit('/claims', 20), visit('/id-card', 20)] } }),
    );
    // 140 / 112 = 1.25; 50 / 40 = 1.25
    assert.equal(verdict(within, /overhead: sign-in/), true);
    assert.equal(verdict(within, /overhead: every page/), true);
  });

  it('add up only the pages both builds showed, and fail the overhead when one is missing', () => {
    const overhead = pageVisitsOverhead(
      [visit('/claims', 30), visit('/id-card', 20)],
      [visit('/claims', 28), visit('/id-card', 18, { ok: false })],
    );
    assert.deepEqual(overhead, { pages: 1, missing: 1, federatedJsKb: 30, oneBundleJsKb: 28, ratio: 1.07 });
    const rows = weightRows(results({ oneBundle: { signIn: { jsKb: 130, cssKb: 8 }, pages: [visit('/claims', 28)] } }));
    assert.equal(verdict(rows, /overhead: every page/), false);
  });

  it('leave the overhead out when the one-bundle build was not measured', () => {
    const rows = weightRows(results({ oneBundle: undefined }));
    assert.equal(
      rows.some((row) => /overhead/.test(row.figure)),
      false,
    );
  });

  it('hold every signed-in page to Lighthouse performance 90 and accessibility 100', () => {
    const page = { path: '/claims', persona: 'ava.medical', runScores: [92] };
    const rows = pageLighthouseRows([{ ...page, performance: 92, accessibility: 100 }]);
    assert.deepEqual(
      rows.map((row) => row.pass),
      [true, true],
    );
    assert.deepEqual(
      pageLighthouseRows([{ ...page, performance: 89, accessibility: 100, runScores: [85, 89, 93] }]).map((row) => row.pass),
      [false, true],
    );
    assert.match(
      pageLighthouseRows([{ ...page, performance: 89, accessibility: 100, runScores: [85, 89, 93] }])[0]?.value ?? '',
      /median of 85, 89, 93/,
    );
    assert.deepEqual(
      pageLighthouseRows([{ ...page, performance: 95, accessibility: 98 }]).map((row) => row.pass),
      [true, false],
    );
  });

  it('hold each interaction to next paint to 200 ms; one under the Event Timing threshold passes', () => {
    assert.deepEqual(
      interactionRows([
        { name: 'a', inpMs: 200 },
        { name: 'b', inpMs: 201 },
        { name: 'c', inpMs: null },
      ]).map((row) => row.pass),
      [true, false, true],
    );
  });
});
