// The arguments of tools/bin/open-as.mjs: a persona and a page, a window when there is a display and a
// screenshot otherwise, and a clear word for each mistake.
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OpenAsUsageError, hasDisplay, parseOpenAsArgs } from '../lib/open-as-args.mjs';

const withDisplay = { env: { DISPLAY: ':0' }, platform: /** @type {NodeJS.Platform} */ ('linux') };
const headless = { env: {}, platform: /** @type {NodeJS.Platform} */ ('linux') };

describe('open-as arguments', () => {
  it('opens the page in a window when there is a display, at the default portal address', () => {
    assert.deepEqual(parseOpenAsArgs(['ava.medical', '/claims'], withDisplay), {
      persona: 'ava.medical',
      pagePath: '/claims',
      portalUrl: 'http://localhost:3000',
      headed: true,
      screenshot: null,
      viewport: { width: 1280, height: 900 },
    });
  });

  it('saves a screenshot in the temporary folder, named after the persona and page, when there is no display', () => {
    const options = parseOpenAsArgs(['ben.dental', '/claim-details/C1?tab=lines'], headless);
    assert.equal(options.headed, false);
    assert.equal(options.screenshot, path.join(os.tmpdir(), 'open-as-ben.dental-claim-details-C1-tab-lines.png'));
  });

  it('takes a screenshot when asked even with a display, to a file of your choosing, at the size given', () => {
    const options = parseOpenAsArgs(['cara.group', '/', '--screenshot', 'out/cara.png', '--width', '390', '--height=844'], withDisplay);
    assert.equal(options.headed, false);
    assert.equal(options.screenshot, 'out/cara.png');
    assert.deepEqual(options.viewport, { width: 390, height: 844 });
    assert.equal(
      parseOpenAsArgs(['cara.group', '/', '--screenshot'], withDisplay).screenshot,
      path.join(os.tmpdir(), 'open-as-cara.group-home.png'),
    );
    assert.equal(parseOpenAsArgs(['--screenshot=a.png', 'cara.group', '/'], withDisplay).screenshot, 'a.png');
  });

  it('reads the portal address from PORTAL_URL or PORT_SHELL', () => {
    assert.equal(
      parseOpenAsArgs(['ava.medical', '/'], { env: { PORTAL_URL: 'http://localhost:3430/' }, platform: 'linux' }).portalUrl,
      'http://localhost:3430',
    );
    assert.equal(
      parseOpenAsArgs(['ava.medical', '/'], { env: { PORT_SHELL: '3500' }, platform: 'linux' }).portalUrl,
      'http://localhost:3500',
    );
  });

  it('refuses what is not a persona and a portal path, saying what it wants', () => {
    const refuses = (/** @type {string[]} */ argv, /** @type {RegExp} */ message) =>
      assert.throws(
        () => parseOpenAsArgs(argv, headless),
        (error) => error instanceof OpenAsUsageError && message.test(error.message),
      );
    refuses([], /name a persona and a page/);
    refuses(['ava.medical'], /name a persona and a page/);
    refuses(['ava.medical', 'claims'], /starting with \//);
    refuses(['ava.medical', 'https://example.com/claims'], /starting with \//);
    refuses(['ava.medical', '//example.com'], /starting with \//);
    refuses(['/claims', 'ava.medical'], /not a username/);
    refuses(['ava.medical', '/claims', '/messages'], /one persona and one page/);
    refuses(['ava.medical', '/claims', '--width', 'wide'], /--width needs a whole number/);
    refuses(['ava.medical', '/claims', '--height'], /--height needs a whole number/);
    refuses(['ava.medical', '/claims', '--headless'], /unknown option --headless/);
    refuses(['--help'], /^$/);
  });

  it('knows a display: always on macOS and Windows, DISPLAY or WAYLAND_DISPLAY elsewhere', () => {
    assert.equal(hasDisplay({}, 'darwin'), true);
    assert.equal(hasDisplay({}, 'win32'), true);
    assert.equal(hasDisplay({}, 'linux'), false);
    assert.equal(hasDisplay({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux'), true);
  });
});
