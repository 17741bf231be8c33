// @ts-check
// What a page fetches, in gzip bytes per app: the JS and CSS requested by a fresh browser context.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { apps, portOf } from '../apps.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';

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
      const signInPage = await context.newPage();
      await signInThroughSandbox(signInPage, signInAs, new URL(url).origin);
      await signInPage.waitForURL(/\/dashboard$/);
      const entries = await signInPage.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
      await signInPage.close();
      await context.clearCookies();
      await context.addInitScript((sessionEntries) => {
        if (sessionStorage.getItem('__carried__')) return;
        sessionStorage.setItem('__carried__', '1');
        for (const [key, value] of Object.entries(sessionEntries)) sessionStorage.setItem(key, value);
      }, entries);
    }
    const page = await context.newPage();
    /** @type {Promise<void>[]} */
    const pending = [];
    /** @type {Record<string, { js: number, css: number }>} */
    const perApp = {};
    /** @type {string[]} */
    const remoteEntries = [];
    page.on('response', (response) => {
      const responseUrl = response.url();
      const kind = /\.js(\?|$)/.test(responseUrl) ? 'js' : /\.css(\?|$)/.test(responseUrl) ? 'css' : null;
      if (!kind) return;
      if (responseUrl.includes('remoteEntry')) remoteEntries.push(responseUrl);
      pending.push(
        response.body().then((body) => {
          const app = appOfUrl(responseUrl);
          perApp[app] ??= { js: 0, css: 0 };
          perApp[app][kind] += zlib.gzipSync(body, { level: 9 }).length;
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(waitFor);
    await Promise.all(pending);
    const totals = Object.values(perApp).reduce((sum, app) => ({ js: sum.js + app.js, css: sum.css + app.css }), { js: 0, css: 0 });
    return { perApp, totalJs: totals.js, totalCss: totals.css, remoteEntries };
  } finally {
    await browser.close();
  }
}
