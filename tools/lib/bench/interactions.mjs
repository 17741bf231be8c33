// @ts-check
// Interaction to next paint of the portal's everyday interactions, measured with the web-vitals
// library in Chromium with the CPU slowed down 4x (a cheap phone): each interaction starts from its
// page freshly loaded with the persona's session in place, so it is the page's first input and always
// reported. A step made of several interactions (open the filter, then apply it) reports the slowest.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { carrySession, signInForSession, trackRequests, waitUntilSettled } from './browser-session.mjs';

const require = createRequire(import.meta.url);
/** The library's browser build, beside its CommonJS entry (the package exports no path to it): it defines `webVitals` on the page. */
const webVitalsSource = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
/** Keeps every report of interaction to next paint in `window.__inp` (each the slowest so far, ms). */
const recordInp =
  'window.__inp = []; webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true, durationThreshold: 16 });';

export const cpuSlowdown = 4;
const phone = { width: 390, height: 844 };

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ name: string, persona: string, path: string, viewport?: { width: number, height: number }, steps: ((page: Page) => Promise<void>)[] }} Interaction
 */

/** @type {readonly Interaction[]} */
export const interactions = Object.freeze([
  {
    name: 'open the menu drawer on a phone',
    persona: 'ava.medical',
    path: '/medical/dashboard',
    viewport: phone,
    steps: [
      async (page) => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      },
    ],
  },
  {
    name: 'open and apply the claims filter',
    persona: 'ava.medical',
    path: '/claims',
    steps: [
      async (page) => {
        const toggle = page.getByRole('region', { name: 'Your claims' }).getByRole('button', { name: /^Filter\b/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await page.getByRole('form', { name: 'Filter claims' }).waitFor();
      },
      async (page) => {
        await page.getByRole('form', { name: 'Filter claims' }).getByRole('button', { name: 'Apply filters' }).click();
        await page.getByRole('region', { name: 'Your claims' }).getByRole('status').waitFor();
      },
    ],
  },
  {
    name: 'open the profile panel',
    persona: 'ava.medical',
    path: '/medical/dashboard',
    steps: [
      async (page) => {
        await page.getByRole('button', { name: /^Profile/ }).click();
        await page.getByRole('group', { name: 'Your profile' }).waitFor();
      },
    ],
  },
  {
    name: 'submit a form with errors (the error summary appears)',
    persona: 'ava.medical',
    path: '/contact-us',
    steps: [
      async (page) => {
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
      },
    ],
  },
  {
    name: "open a program's details",
    persona: 'ava.medical',
    path: '/programs',
    steps: [
      async (page) => {
        await page
          .getByRole('link', { name: /^More about / })
          .first()
          .click();
        await page.waitForURL(/\/programs\/[^/]+$/);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
    ],
  },
]);

/**
 * What web-vitals reported on the page so far: each report is the slowest interaction up to then (ms).
 * @param {Page} page
 * @returns {Promise<number[]>}
 */
const reports = (page) => page.evaluate(() => /** @type {number[]} */ (Reflect.get(window, '__inp') ?? []).slice());

/**
 * Has web-vitals report what it has measured: it reports interaction to next paint when the page is
 * hidden (or when a later interaction arrives), so the page is told it was hidden, and then visible again.
 * @param {Page} page
 */
async function flushReports(page) {
  for (const state of ['hidden', 'visible']) {
    await page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param {{ portalUrl: string, only?: readonly Interaction[], log?: (line: string) => void }} options
 * @returns {Promise<{ name: string, path: string, persona: string, inpMs: number | null, steps: (number | null)[] }[]>}
 */
export async function measureInteractions({ portalUrl, only = interactions, log = () => undefined }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  /** @type {Map<string, { entries: Record<string, string> }>} */
  const sessions = new Map();
  const results = [];
  try {
    for (const interaction of only) {
      let session = sessions.get(interaction.persona);
      if (!session) {
        const signIn = await browser.newContext();
        session = await signInForSession(signIn, interaction.persona, portalUrl);
        sessions.set(interaction.persona, session);
        await signIn.close();
      }
      const context = await browser.newContext({ viewport: interaction.viewport ?? { width: 1280, height: 900 } });
      try {
        await carrySession(context, session.entries);
        // One script: the library's `webVitals` is local to the init script that declares it.
        await context.addInitScript({ content: `${webVitalsSource}\n;${recordInp}` });
        const page = await context.newPage();
        const requests = trackRequests(page);
        await page.goto(new URL(interaction.path, portalUrl).href, { waitUntil: 'networkidle' });
        await waitUntilSettled(page, requests);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        /** @type {(number | null)[]} */
        const steps = [];
        for (const step of interaction.steps) {
          const before = (await reports(page)).length;
          await step(page);
          await flushReports(page);
          const added = (await reports(page)).slice(before);
          // A step web-vitals did not report took less than the Event Timing threshold (16 ms), or
          // less than a slower step before it on the page.
          steps.push(added.length > 0 ? Math.round(Math.max(...added)) : null);
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const all = await reports(page);
        const inpMs = all.length > 0 ? Math.round(Math.max(...all)) : null;
        log(`  ${interaction.name.padEnd(58)} ${inpMs === null ? '< 16' : String(inpMs)} ms`);
        results.push({ name: interaction.name, path: interaction.path, persona: interaction.persona, inpMs, steps });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
