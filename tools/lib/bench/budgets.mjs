// @ts-check
// The budgets `pnpm bench` marks pass or FAIL (docs/performance.md), and the verdicts on the figures,
// kept apart from the browser so that they are unit-tested (test/bench-budgets.test.mjs). Each budget
// says where its number comes from.
import { ratio } from './weights.mjs';

export const budgets = Object.freeze({
  /** The styled /login: its JS and CSS (the document's inline CSS included), gzip. A sign-in form needs no framework code before the member types. */
  loginJsCssKb: 25,
  /**
   * /login through sign-in to an idle Medical dashboard (and the Dental one), JS gzip, with the idle
   * prefetch off (Save-Data). Below 0.8x the 305 KB Foo Medical, the open-source patient portal, ships;
   * the floor is the design card's libraries (React, the router, the federation runtime, axios, zustand,
   * Luxon and DOMPurify where a card needs them) at about 190 KB.
   */
  signInToDashboardJsKb: 240,
  /** The same with the dashboard's idle prefetch of the next pages: the 240 KB and about 40 KB of the likeliest next pages. */
  signInToDashboardWithPrefetchJsKb: 280,
  /** Staff sign-in to the staff home, JS gzip: the staff pages use no dates, claims or forms on arrival, so it stays under the member floor. */
  staffSignInJsKb: 200,
  /** Any signed-in page's first visit after the dashboard, JS gzip. */
  pageFirstVisitJsKb: 40,
  /** The federated portal's JS over the same portal built as one bundle without federation: the runtime and share tables cost at most a quarter. */
  federationOverhead: 1.25,
  coldBuildS: 60,
  warmBuildS: 10,
  sharedCopies: 1,
  /** Lighthouse's mobile preset on /login: the page paints with no script, so nothing short of full marks. */
  loginLighthouse: Object.freeze({ performance: 100, lcpMs: 1800, cls: 0.02, accessibility: 100 }),
  /** Lighthouse's mobile preset on every signed-in page: 90 is Lighthouse's own "good", and accessibility allows no failed audit. */
  pageLighthouse: Object.freeze({ performance: 90, accessibility: 100 }),
  /** Interaction to next paint with the CPU 4x slower: 200 ms is web.dev's threshold for a good INP. */
  interactionInpMs: 200,
  remoteFirstVisitMedianMs: 300,
  remotePrefetchedVisitMedianMs: 80,
  signInRoundTripP95Ms: 300,
  memberApiReadsP95Ms: 50,
});

/**
 * The sign-in budget of a start page: the staff home's, or a member dashboard's.
 * @param {{ staff?: boolean }} start
 */
export const signInBudgetKb = (start) => (start.staff ? budgets.staffSignInJsKb : budgets.signInToDashboardJsKb);

/**
 * @param {boolean | null} pass
 * @returns {string}
 */
export const mark = (pass) => (pass === null ? '' : pass ? 'pass' : 'FAIL');

/**
 * A figure within its ceiling: a figure that is not a number (not measured) is not within anything.
 * @param {number} value
 * @param {number} ceiling
 */
export const atMost = (value, ceiling) => Number.isFinite(value) && value <= ceiling;

/**
 * @typedef {{ figure: string, value: string, budget: string, pass: boolean | null }} Row
 * @typedef {{ jsKb: number, cssKb: number }} Weight
 * @typedef {{ route: string, path: string, persona: string, how: string, endedAt: string, heading: string, ok: boolean, jsKb: number, cssKb: number }} PageVisit
 * @typedef {{
 *   login: Weight & { inlineCssKb: number, documentKb: number, remoteEntriesFetched: number },
 *   signIn: Record<string, Weight & { persona: string, staff?: boolean, withIdlePrefetchJsKb?: number }>,
 *   pages: PageVisit[],
 *   oneBundle?: { signIn: Weight, pages: PageVisit[] },
 * }} WeightResults
 *   signIn: per dashboard route (`/medical/dashboard`), /login through sign-in to that idle dashboard
 */

/**
 * A page's first visit passes when it showed the page (not the unavailable panel or not-found) and
 * stayed within the JS budget.
 * @param {PageVisit} visit
 */
export const pageVisitPasses = (visit) => visit.ok && atMost(visit.jsKb, budgets.pageFirstVisitJsKb);

/**
 * The JS of every page's first visit, added up over the pages measured in both builds (both must have
 * shown the page), and its ratio: the federation overhead on page visits.
 * @param {readonly PageVisit[]} federated
 * @param {readonly PageVisit[]} oneBundle
 */
export function pageVisitsOverhead(federated, oneBundle) {
  const byRoute = new Map(oneBundle.map((visit) => [visit.route, visit]));
  const pairs = federated.flatMap((visit) => {
    const other = byRoute.get(visit.route);
    return other && visit.ok && other.ok ? [[visit, other]] : [];
  });
  const federatedJsKb = round1(pairs.reduce((sum, [visit]) => sum + (visit?.jsKb ?? 0), 0));
  const oneBundleJsKb = round1(pairs.reduce((sum, [, visit]) => sum + (visit?.jsKb ?? 0), 0));
  return {
    pages: pairs.length,
    missing: federated.length - pairs.length,
    federatedJsKb,
    oneBundleJsKb,
    ratio: ratio(federatedJsKb, oneBundleJsKb),
  };
}

/** @param {number} value */
const round1 = (value) => Math.round(value * 10) / 10;

/**
 * The page-weight figures with their budgets and verdicts, in the order the bench prints them.
 * @param {WeightResults} weights
 * @returns {Row[]}
 */
export function weightRows(weights) {
  const { login, signIn, pages, oneBundle } = weights;
  const loginJsCss = round1(login.jsKb + login.cssKb);
  /** @type {Row[]} */
  const rows = [
    {
      figure: '/login JS + CSS (gzip; CSS inline in the document)',
      value: `${loginJsCss} KB (${login.jsKb} JS, ${login.cssKb} CSS of which ${login.inlineCssKb} inline)`,
      budget: `<= ${budgets.loginJsCssKb} KB`,
      pass: atMost(loginJsCss, budgets.loginJsCssKb),
    },
    {
      figure: '/login remote entries fetched',
      value: String(login.remoteEntriesFetched),
      budget: '0',
      pass: login.remoteEntriesFetched === 0,
    },
    { figure: '  /login document (gzip)', value: `${login.documentKb} KB`, budget: '', pass: null },
  ];
  for (const [dashboard, flow] of Object.entries(signIn)) {
    rows.push({
      figure: `/login through sign-in to ${dashboard} (${flow.persona}), JS gzip, prefetch off`,
      value: `${flow.jsKb} KB (CSS ${flow.cssKb} KB)`,
      budget: `<= ${signInBudgetKb(flow)} KB`,
      pass: atMost(flow.jsKb, signInBudgetKb(flow)),
    });
    if (flow.withIdlePrefetchJsKb !== undefined) {
      rows.push({
        figure: `  the same with the dashboard's idle prefetch`,
        value: `${flow.withIdlePrefetchJsKb} KB`,
        budget: `<= ${budgets.signInToDashboardWithPrefetchJsKb} KB`,
        pass: atMost(flow.withIdlePrefetchJsKb, budgets.signInToDashboardWithPrefetchJsKb),
      });
    }
  }
  const failing = pages.filter((visit) => !pageVisitPasses(visit));
  const largest = pages.reduce(
    (max, visit) => (visit.jsKb > (max?.jsKb ?? -1) ? visit : max),
    /** @type {PageVisit | undefined} */ (undefined),
  );
  rows.push({
    figure: `every signed-in page's first visit after the dashboard (${pages.length} pages), JS gzip`,
    value: largest ? `largest ${largest.jsKb} KB (${largest.path}); ${failing.length} over or not shown` : 'not measured',
    budget: `each <= ${budgets.pageFirstVisitJsKb} KB`,
    pass: pages.length > 0 && failing.length === 0,
  });
  if (oneBundle) {
    const federatedSignIn = signIn['/medical/dashboard'];
    const signInRatio = federatedSignIn ? ratio(federatedSignIn.jsKb, oneBundle.signIn.jsKb) : Number.NaN;
    rows.push({
      figure: 'federation overhead: sign-in to the Medical dashboard JS, federated / one bundle',
      value: `${signInRatio}x (${federatedSignIn?.jsKb} KB / ${oneBundle.signIn.jsKb} KB)`,
      budget: `<= ${budgets.federationOverhead}x`,
      pass: atMost(signInRatio, budgets.federationOverhead),
    });
    const overhead = pageVisitsOverhead(pages, oneBundle.pages);
    rows.push({
      figure: `federation overhead: every page's first visit JS added up (${overhead.pages} pages), federated / one bundle`,
      value: `${overhead.ratio}x (${overhead.federatedJsKb} KB / ${overhead.oneBundleJsKb} KB)${overhead.missing ? `; ${overhead.missing} page(s) not shown by both` : ''}`,
      budget: `<= ${budgets.federationOverhead}x`,
      pass: overhead.missing === 0 && atMost(overhead.ratio, budgets.federationOverhead),
    });
  }
  return rows;
}

/**
 * Lighthouse on every signed-in page: performance and accessibility against their budgets.
 * @param {{ path: string, persona: string, performance: number, accessibility: number, runScores: number[] }[]} pages
 * @returns {Row[]}
 */
export function pageLighthouseRows(pages) {
  return pages.flatMap((page) => [
    {
      figure: `Lighthouse ${page.path} (${page.persona}) performance`,
      value: `${page.performance}${page.runScores.length > 1 ? ` (median of ${page.runScores.join(', ')})` : ''}`,
      budget: `>= ${budgets.pageLighthouse.performance}`,
      pass: page.performance >= budgets.pageLighthouse.performance,
    },
    {
      figure: `  accessibility`,
      value: String(page.accessibility),
      budget: String(budgets.pageLighthouse.accessibility),
      pass: page.accessibility >= budgets.pageLighthouse.accessibility,
    },
  ]);
}

/**
 * Interaction to next paint of each measured interaction (null: under the 16 ms Event Timing threshold).
 * @param {{ name: string, inpMs: number | null }[]} measured
 * @returns {Row[]}
 */
export function interactionRows(measured) {
  return measured.map((interaction) => ({
    figure: `INP: ${interaction.name} (CPU 4x slower)`,
    value: interaction.inpMs === null ? '< 16 ms' : `${interaction.inpMs} ms`,
    budget: `<= ${budgets.interactionInpMs} ms`,
    pass: interaction.inpMs === null || interaction.inpMs <= budgets.interactionInpMs,
  }));
}
