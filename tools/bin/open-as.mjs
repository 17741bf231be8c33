#!/usr/bin/env node
// @ts-check
// Opens one page of the running portal as a seeded member: `node tools/bin/open-as.mjs ava.medical /claims`.
// Signs the persona in through the sandbox's pages (password and emailed passcode, as a member would),
// then opens the page: in a browser window when there is a display, else as a saved screenshot.
// Start the portal first (`pnpm start`); the arguments are described by --help.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { OpenAsUsageError, openAsUsage, parseOpenAsArgs } from '../lib/open-as-args.mjs';
import { signInAs } from '../lib/sandbox-sign-in.mjs';

/** @type {import('../lib/open-as-args.mjs').OpenAsOptions} */
let options;
try {
  options = parseOpenAsArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof OpenAsUsageError)) throw error;
  if (error.message) console.error(error.message);
  console.error(openAsUsage);
  process.exit(error.message ? 2 : 0);
}

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: !options.headed });
try {
  const page = await browser.newPage({ viewport: options.viewport, timezoneId: 'America/Chicago' });
  await signInAs(page, options.persona, options.portalUrl);
  // Signed in once the portal has left its sign-in return pages.
  await page.waitForURL(
    (url) => url.origin === new URL(options.portalUrl).origin && !['/auth-success', '/login', '/initiate-login'].includes(url.pathname),
    {
      timeout: 30_000,
    },
  );
  await page.goto(`${options.portalUrl}${options.pagePath}`);
  await page.waitForLoadState('networkidle');
  if (options.screenshot) {
    await page.screenshot({ path: options.screenshot, fullPage: true });
    console.log(`${options.persona} on ${options.pagePath}: ${options.screenshot}`);
  } else {
    console.log(`${options.persona} is signed in on ${options.pagePath}. Close the browser window to finish.`);
    await new Promise((resolve) => {
      page.once('close', resolve);
      browser.once('disconnected', resolve);
    });
  }
} finally {
  await browser.close();
}
