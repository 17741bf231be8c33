// @ts-check
// First visit of a remote's page from the signed-in shell: from the click on a link in the
// dashboard to the remote page's heading on screen, in a fresh browser context each time (nothing
// cached). Measured twice: with the dashboard's idle prefetch turned off the way a member turns it off
// (the browser's Save-Data setting), and with it left to run before the click.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { carrySession, emulateSaveData, signInForSession } from './browser-session.mjs';

/** One page of each remote a signed-in member opens from the dashboard. */
export const firstVisitPages = [
  { remote: 'mfe-claims', path: '/claims', heading: 'Claims' },
  { remote: 'mfe-messages', path: '/messages', heading: 'Message center' },
  { remote: 'mfe-pharmacy-programs', path: '/programs', heading: 'Programs' },
  { remote: 'mfe-settings', path: '/id-card', heading: 'ID cards' },
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/**
 * @param {{ portalUrl: string, signInAs: string, rounds?: number }} options
 * @returns {Promise<{ notPrefetched: { medianMs: number, samplesMs: Record<string, number[]> }, prefetched: { medianMs: number, samplesMs: Record<string, number[]> } }>}
 */
export async function measureRemoteFirstVisits({ portalUrl, signInAs, rounds = 3 }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const signInContext = await browser.newContext();
    const { entries: session, dashboardUrl } = await signInForSession(signInContext, signInAs, portalUrl);
    await signInContext.close();

    /** @param {boolean} prefetch */
    const measureAll = async (prefetch) => {
      /** @type {Record<string, number[]>} */
      const samplesMs = {};
      for (let round = 0; round < rounds; round += 1) {
        for (const target of firstVisitPages) {
          (samplesMs[target.remote] ??= []).push(await visitOnce({ browser, dashboardUrl, session, target, prefetch }));
        }
      }
      return { medianMs: Math.round(median(Object.values(samplesMs).flat())), samplesMs };
    };
    return { notPrefetched: await measureAll(false), prefetched: await measureAll(true) };
  } finally {
    await browser.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, dashboardUrl: string, session: Record<string, string>, target: typeof firstVisitPages[number], prefetch: boolean }} visit
 */
async function visitOnce({ browser, dashboardUrl, session, target, prefetch }) {
  const context = await browser.newContext();
  try {
    await carrySession(context, session);
    if (!prefetch) await emulateSaveData(context);
    const page = await context.newPage();
    await page.goto(dashboardUrl, { waitUntil: 'networkidle' });
    await page.locator('main h1').waitFor();
    // With prefetch on, give the idle prefetch its moment (it runs once the page is idle).
    await page.waitForLoadState('networkidle');
    if (prefetch) await page.waitForTimeout(1500);
    return await page.evaluate(
      ({ path, heading }) =>
        new Promise((resolve, reject) => {
          const link = [...document.querySelectorAll('a')].find((anchor) => new URL(anchor.href).pathname === path);
          if (!link) return reject(new Error(`the dashboard has no link to ${path}`));
          const clickedAt = performance.now();
          const timeout = setTimeout(() => reject(new Error(`${path} did not show "${heading}" within 10 s`)), 10_000);
          const check = () => {
            const shown = document.querySelector('main h1')?.textContent?.trim() === heading;
            if (!shown) return requestAnimationFrame(check);
            clearTimeout(timeout);
            resolve(Math.round(performance.now() - clickedAt));
          };
          link.click();
          requestAnimationFrame(check);
        }),
      { path: target.path, heading: target.heading },
    );
  } finally {
    await context.close();
  }
}
