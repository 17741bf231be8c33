// @ts-check
// What the bench's browser runs share: a persona's signed-in session (the portal keeps it in
// sessionStorage, per tab) carried into fresh pages, and the Save-Data setting that turns the
// dashboard's idle prefetch off.
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';

/**
 * Where sign-in lands a persona: a plan's dashboard, or the `home` path given (the staff home of
 * member-services staff, who have no plan).
 * @param {string} [home]
 * @returns {(url: URL) => boolean}
 */
export function isLanding(home) {
  return (url) => (home ? url.pathname === home : /\/dashboard$/.test(url.pathname));
}

/**
 * Signs the persona in through the sandbox in a page of its own and returns its session entries and
 * the page sign-in landed on (`dashboardUrl`: a plan's dashboard, or `home` when given).
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} persona
 * @param {string} portalUrl
 * @param {string} [home]
 * @returns {Promise<{ entries: Record<string, string>, dashboardUrl: string }>}
 */
export async function signInForSession(context, persona, portalUrl, home) {
  const page = await context.newPage();
  try {
    await signInThroughSandbox(page, persona, portalUrl);
    await page.waitForURL(isLanding(home));
    const entries = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    return { entries, dashboardUrl: page.url() };
  } finally {
    await page.close();
  }
}

/**
 * Every new tab of the context starts with these session entries (once: a sign-out stays signed out).
 * @param {import('playwright-core').BrowserContext} context
 * @param {Record<string, string>} entries
 */
export async function carrySession(context, entries) {
  await context.addInitScript((sessionEntries) => {
    if (sessionStorage.getItem('__carried__')) return;
    sessionStorage.setItem('__carried__', '1');
    for (const [key, value] of Object.entries(sessionEntries)) sessionStorage.setItem(key, value);
  }, entries);
}

/**
 * The browser asks to save data (navigator.connection.saveData), as a member's Data Saver does.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function emulateSaveData(context) {
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}

/**
 * The page's requests in flight, to wait until its network has been quiet for a while: after an
 * in-app navigation there is no load event to wait for, and a page's code, data and lazy parts load
 * one after the other.
 * @param {import('playwright-core').Page} page
 */
export function trackRequests(page) {
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  /** @param {import('playwright-core').Request} request */
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /**
     * Resolves once no request has been in flight for `quietMs`; after `timeoutMs` it resolves anyway
     * and says which requests were still open (a long-lived one would otherwise hold the bench).
     * @param {number} quietMs
     */
    async quiet(quietMs, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          console.warn(
            `bench: the network was not quiet within ${timeoutMs / 1000} s (open: ${[...inFlight].map((request) => request.url()).join(', ')})`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Opens a path the way the portal's own links do, in the running shell with no page load (as
 * e2e/support/in-app-navigation.ts does): history.pushState, then a popstate event.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
export async function navigateInApp(page, path) {
  await page.evaluate(async (to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // React renders the new route in a task of its own: two frames later it (or its loading status) is on screen.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

/**
 * Waits until the page on screen is complete: its heading shows, every "Loading …" or "Checking …"
 * status has given way to content, and the network has been quiet for half a second.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof trackRequests>} requests
 */
export async function waitUntilSettled(page, requests) {
  const loading = page.getByRole('status').filter({ hasText: /^(Loading|Checking)\b/ });
  await loading.first().waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await requests.quiet(500);
  // Data that arrived in the quiet may have started a part of the page that loads on its own.
  await loading.first().waitFor({ state: 'detached', timeout: 20_000 });
  await requests.quiet(500);
}
