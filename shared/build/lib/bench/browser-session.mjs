// @ts-check
// What the bench's browser runs share: a persona's signed-in session (the portal keeps it in
// sessionStorage, per tab) carried into fresh pages, and the Save-Data setting that turns the
// dashboard's idle prefetch off.
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';

/**
 * Signs the persona in through the sandbox in a page of its own and returns its session entries.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} persona
 * @param {string} portalUrl
 * @returns {Promise<{ entries: Record<string, string>, dashboardUrl: string }>}
 */
export async function signInForSession(context, persona, portalUrl) {
  const page = await context.newPage();
  try {
    await signInThroughSandbox(page, persona, portalUrl);
    await page.waitForURL(/\/dashboard$/);
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
