// @ts-check
// Every signed-in page's first visit inside the running app (docs/performance.md#the-bench): from
// a persona's idle dashboard (staff: the staff home), freshly loaded in a browser context of its own (nothing cached), the page
// is opened in-app as the portal's links open it, and the JS and CSS it brings are added up (what the
// dashboard already loaded is not fetched again, so it is not counted). The browser asks to save data
// (Save-Data), which turns the dashboard's idle prefetch off: what the page itself costs.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { carrySession, emulateSaveData, navigateInApp, signInForSession, trackRequests, waitUntilSettled } from './browser-session.mjs';
import { collectWeights } from './page-weight.mjs';

/**
 * Headings of the pages shown instead of the one asked for (shell/src/remotes/remote-unavailable-panel.tsx,
 * shell/src/pages/not-found-page.tsx): the visit then measured nothing real.
 */
const failureHeadings = ['This section is temporarily unavailable', "We can't find that page"];

/** The sandbox's access tokens last 5 minutes (sandbox README): a persona signs in again after 4. */
const sessionReuseMs = 4 * 60 * 1000;

/**
 * @typedef {import('./first-visit-plan.mjs').PlannedVisit} PlannedVisit
 * @typedef {{
 *   route: string, page: string, persona: string, how: PlannedVisit['how'], path: string,
 *   endedAt: string, heading: string, ok: boolean, js: number, css: number, files: number,
 *   perApp: Record<string, { js: number, css: number }>, responses: import('./weights.mjs').CountedResponse[],
 * }} MeasuredVisit
 */

/**
 * Signed-in tabs for the bench: each persona signs in once (again after `sessionReuseMs`), and each
 * tab is a fresh context on the persona's idle dashboard (or `home`, where sign-in lands staff).
 * @param {import('playwright-core').Browser} browser
 * @param {string} portalUrl
 */
function dashboardOpener(browser, portalUrl) {
  /** @type {Map<string, { entries: Record<string, string>, dashboardUrl: string, at: number }>} */
  const sessions = new Map();
  /** @param {string} persona @param {string} [home] where sign-in lands a persona with no plan */
  const sessionOf = async (persona, home) => {
    const kept = sessions.get(persona);
    if (kept && Date.now() - kept.at < sessionReuseMs) return kept;
    const context = await browser.newContext();
    try {
      const session = { ...(await signInForSession(context, persona, portalUrl, home)), at: Date.now() };
      sessions.set(persona, session);
      return session;
    } finally {
      await context.close();
    }
  };

  /**
   * @param {string} persona
   * @param {{ saveData: boolean, home?: string }} options
   */
  return async (persona, { saveData, home }) => {
    const session = await sessionOf(persona, home);
    const context = await browser.newContext();
    await carrySession(context, session.entries);
    if (saveData) await emulateSaveData(context);
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(session.dashboardUrl, { waitUntil: 'networkidle' });
    await waitUntilSettled(page, requests);
    return { context, page, requests };
  };
}

/**
 * The path each route with a parameter is visited at: the first link to it on the page that lists
 * them (searched first where the listing shows links only as a search's answer).
 * @param {{ browser: import('playwright-core').Browser, portalUrl: string, plan: readonly PlannedVisit[], matchesPath: (pattern: string, pathname: string) => boolean, paths?: Record<string, string> }} options
 * @returns {Promise<Record<string, string>>}
 */
async function findListedPaths({ browser, portalUrl, plan, matchesPath, paths = {} }) {
  const openDashboard = dashboardOpener(browser, portalUrl);
  const found = { ...paths };
  for (const visit of plan) {
    if (!visit.list || found[visit.route]) continue;
    // A listing path with a parameter is a page found before (the plan orders them so).
    const listPath = visit.list.path.includes(':') ? found[visit.list.path] : visit.list.path;
    if (!listPath) throw new Error(`no value was found for ${visit.list.path}, where ${visit.route} is listed`);
    const { context, page, requests } = await openDashboard(visit.list.persona, { saveData: true, home: visit.home });
    try {
      await navigateInApp(page, listPath);
      await waitUntilSettled(page, requests);
      if (visit.list.search) {
        // The listing shows its links only as the answer to a search (the staff search posts it).
        const { field, value, button } = visit.list.search;
        await page.getByLabel(field, { exact: true }).fill(value);
        await page.getByRole('button', { name: button, exact: true }).click();
        await waitUntilSettled(page, requests);
      }
      const linkedPaths = () =>
        page
          .locator('main a[href]')
          .evaluateAll((anchors) => anchors.map((anchor) => new URL(/** @type {HTMLAnchorElement} */ (anchor).href).pathname));
      let match = (await linkedPaths()).find((href) => matchesPath(visit.route, href));
      // A search's results may render a moment after the network went quiet.
      for (const deadline = Date.now() + 10_000; !match && visit.list.search && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        match = (await linkedPaths()).find((href) => matchesPath(visit.route, href));
      }
      if (!match)
        throw new Error(
          `${listPath}${visit.list.search ? ` (searched by ${visit.list.search.field} ${visit.list.search.value})` : ''} (as ${visit.list.persona}) links to no ${visit.route}`,
        );
      found[visit.route] = match;
    } finally {
      await context.close();
    }
  }
  return found;
}

/**
 * The same, in a browser of its own (for a part of the bench that visits the pages without weighing them).
 * @param {{ portalUrl: string, plan: readonly PlannedVisit[], matchesPath: (pattern: string, pathname: string) => boolean }} options
 */
export async function listedPaths(options) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await findListedPaths({ browser, ...options });
  } finally {
    await browser.close();
  }
}

/**
 * @param {{
 *   portalUrl: string,
 *   countedOrigins: string[],
 *   plan: readonly PlannedVisit[],
 *   matchesPath: (pattern: string, pathname: string) => boolean,
 *   paths?: Record<string, string>,
 *   log?: (line: string) => void,
 * }} options
 *   paths: the path each route with a parameter is visited at (found on the listing pages when absent;
 *   the bench finds them once and visits both builds at the same ones)
 * @returns {Promise<{ visits: MeasuredVisit[], paths: Record<string, string> }>}
 */
export async function measureFirstVisits({ portalUrl, countedOrigins, plan, matchesPath, paths = {}, log = () => undefined }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const origins = new Set(countedOrigins);
  const openDashboard = dashboardOpener(browser, portalUrl);
  try {
    const found = await findListedPaths({ browser, portalUrl, plan, matchesPath, paths });

    /** @type {MeasuredVisit[]} */
    const visits = [];
    for (const visit of plan) {
      if (visit.how === 'start') continue;
      const path = found[visit.route] ?? visit.route;
      const { context, page, requests } = await openDashboard(visit.persona, { saveData: true, home: visit.home });
      try {
        const weights = collectWeights(page, (url) => origins.has(new URL(url).origin));
        if (visit.how === 'switch-plan') {
          await navigateInApp(page, '/select-plan');
          await waitUntilSettled(page, requests);
          await page
            .getByRole('button', { name: new RegExp(`^Choose this plan: .*\\(${visit.contractType}\\)$`) })
            .first()
            .click();
          await page.waitForURL((url) => matchesPath(visit.route, url.pathname));
        } else {
          await navigateInApp(page, path);
        }
        await waitUntilSettled(page, requests);
        const totals = await weights.totals();
        const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
        const endedAt = new URL(page.url()).pathname;
        const measured = {
          route: visit.route,
          page: visit.page,
          persona: visit.persona,
          how: visit.how,
          path,
          endedAt,
          heading,
          ok: !failureHeadings.includes(heading),
          js: totals.totalJs,
          css: totals.totalCss,
          files: totals.files,
          perApp: Object.fromEntries(Object.entries(totals.perApp).map(([app, weight]) => [app, { js: weight.js, css: weight.css }])),
          responses: totals.responses,
        };
        log(
          `  ${path.padEnd(32)} ${(measured.js / 1024).toFixed(1).padStart(6)} KB JS ${(measured.css / 1024).toFixed(1).padStart(5)} KB CSS${measured.ok ? '' : `  (${heading})`}`,
        );
        visits.push(measured);
      } finally {
        await context.close();
      }
    }
    return { visits, paths: found };
  } finally {
    await browser.close();
  }
}
