// @ts-check
// The arguments of `tools/bin/open-as.mjs <persona> <path>`: which seeded member to sign in, which page
// of the portal to open, and whether to show it in a window or save a screenshot. Kept apart from the
// script so a test can check them without a browser.
import os from 'node:os';
import path from 'node:path';

export const openAsUsage = `usage: node tools/bin/open-as.mjs <persona> <path> [--screenshot [file.png]] [--width N] [--height N]
  Signs <persona> (a seeded username, e.g. ava.medical) in through the sandbox's pages and opens <path>
  (e.g. /claims) of the portal at PORTAL_URL (default http://localhost:3000), the sandbox at SANDBOX_URL
  or PORT_SANDBOX. With a display it opens a browser window and waits until you close it; without one,
  or with --screenshot, it saves a full-page PNG and prints where.`;

/** A mistake in the arguments: the script prints it with the usage and exits 2. */
export class OpenAsUsageError extends Error {}

/**
 * @typedef {{
 *   persona: string,
 *   pagePath: string,
 *   portalUrl: string,
 *   headed: boolean,
 *   screenshot: string | null,
 *   viewport: { width: number, height: number },
 * }} OpenAsOptions
 */

/**
 * Whether a browser window can be shown: macOS and Windows always, elsewhere an X or Wayland display.
 * @param {NodeJS.ProcessEnv} env
 * @param {NodeJS.Platform} platform
 */
export function hasDisplay(env, platform) {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** @param {string} flag @param {string | undefined} value */
function positiveInteger(flag, value) {
  const number = Number(value);
  if (!value || !Number.isInteger(number) || number < 1)
    throw new OpenAsUsageError(`${flag} needs a whole number of pixels, got "${value ?? ''}"`);
  return number;
}

/** @param {string} persona @param {string} pagePath */
function defaultScreenshot(persona, pagePath) {
  const page =
    pagePath
      .replace(/^\/+/, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/-+$/, '') || 'home';
  return path.join(os.tmpdir(), `open-as-${persona}-${page}.png`);
}

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {{ env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform }} [context]
 * @returns {OpenAsOptions}
 */
export function parseOpenAsArgs(argv, { env = process.env, platform = process.platform } = {}) {
  /** @type {string[]} */
  const positional = [];
  let screenshot = /** @type {string | null | undefined} */ (undefined);
  let width = 1280;
  let height = 900;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = /** @type {string} */ (argv[index]);
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const next = () => (inline !== undefined ? inline : argv[(index += 1)]);
    switch (flag) {
      case '--screenshot': {
        // The file is optional: a following argument ending in .png is it.
        if (inline !== undefined) screenshot = inline;
        else if (argv[index + 1]?.toLowerCase().endsWith('.png')) screenshot = argv[(index += 1)] ?? null;
        else screenshot = null;
        break;
      }
      case '--width':
        width = positiveInteger('--width', next());
        break;
      case '--height':
        height = positiveInteger('--height', next());
        break;
      case '--help':
      case '-h':
        throw new OpenAsUsageError('');
      default:
        if (arg.startsWith('-')) throw new OpenAsUsageError(`unknown option ${arg}`);
        positional.push(arg);
    }
  }
  const [persona, pagePath, ...extra] = positional;
  if (!persona || !pagePath) throw new OpenAsUsageError('name a persona and a page, e.g. ava.medical /claims');
  if (extra.length > 0) throw new OpenAsUsageError(`one persona and one page, got also ${extra.join(' ')}`);
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(persona)) throw new OpenAsUsageError(`"${persona}" is not a username (e.g. ava.medical)`);
  if (!pagePath.startsWith('/') || pagePath.startsWith('//'))
    throw new OpenAsUsageError(`the page is a path of the portal starting with /, e.g. /claims, got "${pagePath}"`);
  const headed = screenshot === undefined && hasDisplay(env, platform);
  return {
    persona,
    pagePath,
    portalUrl: (env.PORTAL_URL || `http://localhost:${env.PORT_SHELL || 3000}`).replace(/\/+$/, ''),
    headed,
    screenshot: headed ? null : (screenshot ?? defaultScreenshot(persona, pagePath)),
    viewport: { width, height },
  };
}
