// @ts-check
// What a page fetches, in gzip bytes per app: the JS and CSS requested by a fresh browser context.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { apps, portOf } from '../apps.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';
import { carrySession, emulateSaveData, signInForSession } from './browser-session.mjs';

/** @param {string} url */
function appOfUrl(url) {
  const port = Number(new URL(url).port);
  return apps.find((app) => portOf(app) === port)?.dir ?? new URL(url).host;
}

/**
 * What a page fetches in a fresh browser context; with `signInAs`, after signing that persona in
 * through the sandbox (the sign-in's own requests are not counted).
 * @param {{ url: string, waitFor: string, signInAs?: string }} visit
 * @returns {Promise<{ perApp: Record<string, { js: number, css: number }>, totalJs: number, totalCss: number, remoteEntries: string[] }>}
 */
export async function measurePageWeight({ url, waitFor, signInAs }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    if (signInAs) {
      // Sign in in one tab, then carry its session into a fresh page with an empty cache.
      const { entries } = await signInForSession(context, signInAs, new URL(url).origin);
      await context.clearCookies();
      await carrySession(context, entries);
    }
    const page = await context.newPage();
    const weights = collectWeights(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(waitFor);
    return await weights.totals();
  } finally {
    await browser.close();
  }
}

/**
 * Everything the portal's own origins serve to a fresh browser from /login through the sandbox's
 * sign-in pages (not counted: they are the identity provider's) to a rendered dashboard. With
 * `idlePrefetch: false` the browser asks to save data (Save-Data), which turns the dashboard's idle
 * prefetch of the pages a member may open next off: the JS needed to get there, and no more.
 * @param {{ loginUrl: string, signInAs: string, idlePrefetch: boolean }} flow
 */
export async function measureSignInFlowWeight({ loginUrl, signInAs, idlePrefetch }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    if (!idlePrefetch) await emulateSaveData(context);
    const page = await context.newPage();
    const portalPorts = new Set(apps.map((app) => String(portOf(app))));
    const weights = collectWeights(page, (responseUrl) => portalPorts.has(new URL(responseUrl).port));
    await signInThroughSandbox(page, signInAs, new URL(loginUrl).origin);
    await page.waitForURL(/\/dashboard$/);
    await page.waitForSelector('main h1');
    await page.waitForLoadState('networkidle');
    if (idlePrefetch) {
      await page.waitForTimeout(3000);
      await page.waitForLoadState('networkidle');
    }
    return await weights.totals();
  } finally {
    await browser.close();
  }
}

/**
 * Gzip sizes of the JS and CSS a page receives, per app.
 * @param {import('playwright-core').Page} page
 * @param {(url: string) => boolean} [counted]
 */
function collectWeights(page, counted = () => true) {
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {Record<string, { js: number, css: number }>} */
  const perApp = {};
  /** @type {string[]} */
  const remoteEntries = [];
  // A file loaded again after a full navigation (the sign-in return) comes from the browser cache:
  // content-hashed files are immutable, so each address is counted once.
  const seen = new Set();
  page.on('response', (response) => {
    const responseUrl = response.url();
    const kind = /\.js(\?|$)/.test(responseUrl) ? 'js' : /\.css(\?|$)/.test(responseUrl) ? 'css' : null;
    if (!kind || !counted(responseUrl) || seen.has(responseUrl)) return;
    seen.add(responseUrl);
    if (responseUrl.includes('remoteEntry')) remoteEntries.push(responseUrl);
    pending.push(
      response.body().then((body) => {
        const app = appOfUrl(responseUrl);
        perApp[app] ??= { js: 0, css: 0 };
        perApp[app][kind] += zlib.gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  return {
    async totals() {
      await Promise.all(pending);
      const sums = Object.values(perApp).reduce((sum, app) => ({ js: sum.js + app.js, css: sum.css + app.css }), { js: 0, css: 0 });
      return { perApp, totalJs: sums.js, totalCss: sums.css, remoteEntries };
    },
  };
}
