// @ts-check
// Lighthouse figures: Lighthouse 12 (Node 20) with its default config, that is the mobile
// preset with simulated throttling, on the performance and accessibility categories only, in Debian's
// chromium. A signed-in page is audited in the very tab the persona signed in with, because the portal
// keeps its session in sessionStorage (per tab), and with Lighthouse's storage reset turned off.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';
import { isLanding } from './browser-session.mjs';

/** @typedef {import('lighthouse').Puppeteer.Browser} Browser */
/** @typedef {import('lighthouse').Puppeteer.Page} Page */
/** @typedef {import('lighthouse').Result} Result */

/**
 * @typedef {object} LighthouseFigures
 * @property {string} url the audited address (after redirects)
 * @property {number} performance score 0–100
 * @property {number} accessibility score 0–100
 * @property {number} lcpMs Largest Contentful Paint (simulated), ms
 * @property {number} cls Cumulative Layout Shift
 * @property {number} tbtMs Total Blocking Time (simulated), ms
 * @property {number} fcpMs First Contentful Paint (simulated), ms
 * @property {string[]} failedAudits ids of the failed accessibility audits, then of the top performance opportunities
 * @property {{ id: string, title: string, elements: string[] }[]} accessibilityFailures each failed accessibility audit with the elements Lighthouse names (selector and snippet)
 * @property {number} durationMs wall time of the whole run (browser start, sign-in, audit)
 */

/** How many performance opportunities `failedAudits` lists at most. */
const topOpportunities = 5;

/**
 * puppeteer-core comes with lighthouse (it is lighthouse's dependency, not this package's): load the
 * very copy lighthouse drives, so that the page handed to it is one of its own.
 * @returns {Promise<{ launch(options: object): Promise<Browser> }>}
 */
async function loadPuppeteer() {
  const fromHere = createRequire(import.meta.url);
  const fromLighthouse = createRequire(fromHere.resolve('lighthouse'));
  const entry = fromLighthouse.resolve('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');
  const puppeteer = await import(pathToFileURL(entry).href);
  return puppeteer.default;
}

/** @returns {Promise<Browser>} */
async function launchChromium() {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Lighthouse needs chromium at ${chromiumPath}, which does not exist. Install Debian's browser ` +
        '(apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  const puppeteer = await loadPuppeteer();
  // New headless mode needs no display; `defaultViewport: null` leaves screen emulation to Lighthouse.
  return puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs, defaultViewport: null });
}

/**
 * Signs the persona in through the sandbox in `page` itself (Playwright over CDP on the same browser,
 * reusing the e2e sign-in steps) and returns the address the persona lands on.
 * @param {Browser} browser
 * @param {Page} page
 * @param {string} username
 * @param {string} portalUrl
 * @param {string} [home] where sign-in lands a persona with no plan (staff); a plan's dashboard otherwise
 */
async function signInInPage(browser, page, username, portalUrl, home) {
  const marker = `about:blank#lighthouse-sign-in-${process.pid}-${Date.now()}`;
  await page.goto(marker);
  const playwright = await playwrightChromium.connectOverCDP(browser.wsEndpoint());
  try {
    const tab = playwright
      .contexts()
      .flatMap((context) => context.pages())
      .find((candidate) => candidate.url() === marker);
    if (!tab) throw new Error('Lighthouse: the tab to sign in with was not found over CDP');
    await signInThroughSandbox(tab, username, portalUrl);
    await tab.waitForURL(isLanding(home), { timeout: 30_000 });
    await tab.locator('main h1').first().waitFor({ timeout: 30_000 });
    return tab.url();
  } finally {
    // On a browser reached over CDP this only disconnects: the tab and its sessionStorage stay.
    await playwright.close();
  }
}

/**
 * Lighthouse (mobile preset, simulated throttling; performance and accessibility) on one page of the
 * portal, in a fresh Debian chromium. With `signInAs`, the persona first signs in through the sandbox in
 * the same tab, and `url` is audited with that tab's session (storage is not reset).
 * `url` may be a path, resolved against `portalUrl`.
 * @param {{ url: string, signInAs?: string, home?: string, portalUrl: string }} options
 * @returns {Promise<LighthouseFigures>}
 */
export async function runLighthouse({ url, signInAs, home, portalUrl }) {
  const started = performance.now();
  const target = new URL(url, portalUrl).href;
  const browser = await launchChromium();
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (signInAs) {
      await signInInPage(browser, page, signInAs, new URL(portalUrl).origin, home);
      // Told not to reset storage, Lighthouse keeps the HTTP cache too: empty it (disk and memory, as
      // Lighthouse's own reset does; sessionStorage stays) so that the signed-in page loads cold.
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      await session.send('Network.setCacheDisabled', { cacheDisabled: false });
      await session.detach();
    }
    const runnerResult = await lighthouse(
      target,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(signInAs),
      },
      undefined,
      page,
    );
    if (!runnerResult) throw new Error(`Lighthouse returned no result for ${target}`);
    return { ...figuresOf(runnerResult.lhr), durationMs: Math.round(performance.now() - started) };
  } finally {
    await browser.close();
  }
}

/**
 * @param {Result} lhr
 * @returns {Omit<LighthouseFigures, 'durationMs'>}
 */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const { performance: perf, accessibility } = lhr.categories;
  if (perf?.score == null || accessibility?.score == null) {
    const warnings = lhr.runWarnings.join(' ');
    throw new Error(`Lighthouse could not score ${lhr.requestedUrl}${warnings ? `: ${warnings}` : ''}`);
  }
  /** @param {string} id */
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${lhr.requestedUrl}`);
    return value;
  };

  /** @param {{ id: string }} ref */
  const failedAudit = (ref) => {
    const audit = lhr.audits[ref.id];
    return audit && failed(audit) ? [audit] : [];
  };

  const accessibilityFailures = accessibility.auditRefs
    .flatMap(failedAudit)
    .map((audit) => ({ id: audit.id, title: audit.title, elements: elementsOf(audit) }));

  const opportunities = perf.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .flatMap(failedAudit)
    .map((audit) => ({ id: audit.id, savings: savingsOf(audit) }))
    .filter((opportunity) => opportunity.savings > 0)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, topOpportunities);

  return {
    url: lhr.finalDisplayedUrl,
    performance: Math.round(perf.score * 100),
    accessibility: Math.round(accessibility.score * 100),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(metric('total-blocking-time')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    failedAudits: [...accessibilityFailures.map((failure) => failure.id), ...opportunities.map((opportunity) => opportunity.id)],
    accessibilityFailures,
  };
}

/**
 * A scored audit that did not pass (Lighthouse's own threshold: below 0.9).
 * @param {Result['audits'][string]} audit
 */
function failed(audit) {
  const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
  return scored && audit.score !== null && audit.score < 0.9;
}

/**
 * Estimated savings of a performance audit, in ms (LCP, FCP and TBT savings; CLS savings count as
 * 1000 ms per 0.1 so that a layout-shift fix still ranks).
 * @param {Result['audits'][string]} audit
 */
function savingsOf(audit) {
  const details = /** @type {{ overallSavingsMs?: number } | undefined} */ (audit.details);
  const saved = audit.metricSavings ?? {};
  const fromMetrics = (saved.LCP ?? 0) + (saved.FCP ?? 0) + (saved.TBT ?? 0) + (saved.CLS ?? 0) * 10_000;
  return Math.max(details?.overallSavingsMs ?? 0, fromMetrics);
}

/**
 * The elements an audit names: `selector — snippet` of each node in its details.
 * @param {Result['audits'][string]} audit
 */
function elementsOf(audit) {
  const items = /** @type {{ items?: Record<string, unknown>[] } | undefined} */ (audit.details)?.items ?? [];
  return items.flatMap((item) => {
    const node = /** @type {{ type?: string, selector?: string, snippet?: string } | undefined} */ (item.node);
    if (node?.type !== 'node') return [];
    return [[node.selector, node.snippet].filter(Boolean).join(' — ')];
  });
}

/**
 * Lighthouse scores vary from run to run, the more so on a small shared machine; as Lighthouse's own
 * guidance advises, the figure is the median of several runs (by performance score). All the runs'
 * scores are kept beside it.
 * @param {{ url: string, signInAs?: string, home?: string, portalUrl: string, runs: number, beforeEach?: () => Promise<void>, first?: LighthouseFigures }} options
 *   first: a run already made, counted as one of the runs (`runs` more are made)
 * @returns {Promise<LighthouseFigures & { runScores: number[] }>}
 */
export async function runLighthouseMedian({ runs, beforeEach, first, ...options }) {
  /** @type {LighthouseFigures[]} */
  const results = first ? [first] : [];
  for (let run = 0; run < runs; run += 1) {
    await beforeEach?.();
    results.push(await runLighthouse(options));
  }
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor(byScore.length / 2)];
  if (!median) throw new Error('runLighthouseMedian needs at least one run');
  return { ...median, runScores: results.map((result) => result.performance) };
}

/** A page scoring under this on its first run is run twice more and given the median of three. */
export const lighthouseRecheckBelow = 90;

/**
 * Lighthouse on every signed-in page, each loaded directly with the persona's session in place: one
 * run a page, and the median of three for a page that scores under `lighthouseRecheckBelow` on its first.
 * @param {{ portalUrl: string, pages: { route: string, path: string, persona: string, home?: string }[], beforeEach?: () => Promise<void>, log?: (line: string) => void }} options
 */
export async function runLighthouseEveryPage({ portalUrl, pages, beforeEach, log = () => undefined }) {
  const results = [];
  for (const page of pages) {
    const options = { url: page.path, signInAs: page.persona, home: page.home, portalUrl };
    await beforeEach?.();
    const first = await runLighthouse(options);
    const figures =
      first.performance < lighthouseRecheckBelow
        ? await runLighthouseMedian({ ...options, runs: 2, beforeEach, first })
        : { ...first, runScores: [first.performance] };
    log(
      `  ${page.path.padEnd(40)} performance ${String(figures.performance).padStart(3)} (runs ${figures.runScores.join(', ')})  accessibility ${figures.accessibility}`,
    );
    results.push({ route: page.route, path: page.path, persona: page.persona, ...figures });
  }
  return results;
}
