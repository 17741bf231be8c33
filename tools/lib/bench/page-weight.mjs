// @ts-check
// What a page fetches, in gzip bytes per app: the JS and CSS files a browser receives, and the CSS a
// document carries inline (docs/performance.md#the-bench). The arithmetic is in weights.mjs.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { apps, oneBundlePort, portOf } from '../apps.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { signInAs as signInThroughSandbox } from '../sandbox-sign-in.mjs';
import { emulateSaveData, isLanding, trackRequests } from './browser-session.mjs';
import { createWeightTally, inlineStyleText, weightKind } from './weights.mjs';

/**
 * The app a file comes from, by its port: an app of the workspace, the bench's one-bundle build, or
 * the host itself for anything else.
 * @param {string} url
 */
function appOfUrl(url) {
  const port = Number(new URL(url).port);
  if (port === oneBundlePort()) return 'one-bundle';
  return apps.find((app) => portOf(app) === port)?.dir ?? new URL(url).host;
}

/** The origins of the federated portal's apps (shell and remotes) on their configured ports. */
export function federatedPortalOrigins() {
  return apps.map((app) => `http://localhost:${portOf(app)}`);
}

/** @param {Buffer | string} body */
const gzipOf = (body) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * From now on, the JS and CSS files a page receives and the inline CSS of the documents it loads,
 * gzip-compressed (level 9, as the build pre-compresses them), per app.
 * @param {import('playwright-core').Page} page
 * @param {(url: string) => boolean} [counted] which responses count (by address); all by default
 */
export function collectWeights(page, counted = () => true) {
  /** @type {Promise<void>[]} */
  const pending = [];
  const tally = createWeightTally();
  /** @type {string[]} */
  const remoteEntries = [];
  /** @type {{ url: string, gzipBytes: number }[]} */
  const documents = [];
  /** @param {import('playwright-core').Response} response */
  const onResponse = (response) => {
    const url = response.url();
    if (!/^https?:/.test(url) || !counted(url)) return;
    const isDocument = response.request().resourceType() === 'document';
    const kind = weightKind(url);
    if (!kind && !isDocument) return;
    if (url.includes('remoteEntry')) remoteEntries.push(url);
    pending.push(
      response.body().then(
        (body) => {
          const app = appOfUrl(url);
          if (kind) {
            tally.add({ url, app, kind, gzipBytes: gzipOf(body) });
            return;
          }
          documents.push({ url, gzipBytes: gzipOf(body) });
          const css = inlineStyleText(body.toString('utf8'));
          if (css) tally.add({ url, app, kind: 'inline-css', gzipBytes: gzipOf(css) });
        },
        // A redirect or a response the page dropped has no body to count.
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    /** Stops counting and adds up what was received. */
    async totals() {
      page.off('response', onResponse);
      await Promise.all(pending);
      return { ...tally.totals(), remoteEntries, documents };
    },
  };
}

/**
 * What a page fetches when a fresh browser opens it (nothing cached), until the network is idle.
 * @param {{ url: string, waitFor: string }} visit
 */
export async function measurePageWeight({ url, waitFor }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await (await browser.newContext()).newPage();
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
 * sign-in pages (not counted: they are the identity provider's) to an idle dashboard (or to `home`, the
 * page sign-in lands a persona with no plan on: the staff home). With `idlePrefetch: false` the browser
 * asks to save data (Save-Data), which turns the dashboard's idle prefetch of the pages a member may
 * open next off: the JS needed to get there, and no more.
 * @param {{ loginUrl: string, signInAs: string, home?: string, idlePrefetch: boolean, countedOrigins: string[] }} flow
 */
export async function measureSignInFlowWeight({ loginUrl, signInAs, home, idlePrefetch, countedOrigins }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    if (!idlePrefetch) await emulateSaveData(context);
    const page = await context.newPage();
    const requests = trackRequests(page);
    const origins = new Set(countedOrigins);
    const weights = collectWeights(page, (url) => origins.has(new URL(url).origin));
    await signInThroughSandbox(page, signInAs, new URL(loginUrl).origin);
    await page.waitForURL(isLanding(home));
    await page.waitForSelector('main h1');
    await page.waitForLoadState('networkidle');
    await requests.quiet(500);
    if (idlePrefetch) {
      // The prefetch starts once the browser is idle (at most 3 s after the dashboard renders) and
      // loads the next pages one after the other.
      await page.waitForTimeout(3000);
      await requests.quiet(1000);
    }
    return await weights.totals();
  } finally {
    await browser.close();
  }
}
