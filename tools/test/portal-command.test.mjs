// The workspace's commands as a developer types them: `pnpm build <app>` builds that app alone, and
// `pnpm start` prints the addresses it really serves on, or says which port is taken and how to move.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { workspaceRoot } from '../lib/apps.mjs';
import { freePort } from '../lib/free-port.mjs';
import { servePortal } from '../lib/serve-portal.mjs';

const run = promisify(execFile);
const portalCommand = path.join(workspaceRoot, 'tools/bin/portal.mjs');

describe('pnpm build <app>', () => {
  it('builds the named app and no other', async () => {
    // --dry-run: which apps the build would build, without building.
    const { stdout } = await run(process.execPath, [portalCommand, 'build', 'mfe-claims', '--force', '--dry-run']);
    assert.equal(stdout.trim(), 'would build: mfe-claims');
  });

  it('builds every app when none is named', async () => {
    const { stdout } = await run(process.execPath, [portalCommand, 'build', '--force', '--dry-run']);
    assert.equal(stdout.trim(), 'would build: shell, mfe-claims, mfe-pharmacy-programs, mfe-messages, mfe-settings, mfe-registration');
  });

  it('refuses an app that does not exist, naming the ones that do', async () => {
    await assert.rejects(run(process.execPath, [portalCommand, 'build', 'mfe-claim', '--dry-run']), (error) => {
      assert.match(String(/** @type {{ stderr?: string }} */ (error).stderr), /Unknown app "mfe-claim"\. Known apps: shell, mfe-claims/);
      return true;
    });
  });
});

describe('the addresses pnpm start prints', () => {
  /** Stand-in builds: a shell and a remote folder, each with a page. */
  function standInBuild() {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-command-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>index</title>');
    return path.relative(path.join(workspaceRoot, 'shell'), dist);
  }

  /** @param {Record<string, string>} ports */
  async function envWith(ports) {
    return {
      PORT_SHELL: String(await freePort()),
      PORT_MFE_CLAIMS: String(await freePort()),
      PORT_MFE_PHARMACY_PROGRAMS: String(await freePort()),
      PORT_MFE_MESSAGES: String(await freePort()),
      PORT_MFE_SETTINGS: String(await freePort()),
      PORT_MFE_REGISTRATION: String(await freePort()),
      PORT_SANDBOX: String(await freePort()),
      PORTAL_CHAT_URL: 'off',
      ...ports,
    };
  }

  it('are the ports the servers listen on, as PORT_* set them', async () => {
    const [shellPort, claimsPort] = [await freePort(), await freePort()];
    /** @type {string[]} */
    const lines = [];
    const servers = await servePortal({
      env: await envWith({ PORT_SHELL: String(shellPort), PORT_MFE_CLAIMS: String(claimsPort) }),
      only: ['shell', 'mfe-claims'],
      distName: standInBuild(),
      log: (line) => lines.push(line),
    });
    try {
      const listening = servers.map((server) => /** @type {net.AddressInfo} */ (server.address()).port);
      assert.deepEqual(listening, [shellPort, claimsPort]);
      assert.deepEqual(lines, [
        `shell                  http://localhost:${shellPort}`,
        `mfe-claims             http://localhost:${claimsPort}`,
      ]);
      const response = await fetch(`http://localhost:${shellPort}/`);
      assert.equal(response.status, 200);
    } finally {
      for (const server of servers) server.close();
    }
  });

  it('name the taken port and the setting that moves it, and leave no server running', async () => {
    const busy = net.createServer();
    await new Promise((resolve) => busy.listen(0, '127.0.0.1', () => resolve(undefined)));
    const busyPort = /** @type {net.AddressInfo} */ (busy.address()).port;
    const shellPort = await freePort();
    try {
      await assert.rejects(
        servePortal({
          env: await envWith({ PORT_SHELL: String(shellPort), PORT_MFE_CLAIMS: String(busyPort) }),
          only: ['shell', 'mfe-claims'],
          distName: standInBuild(),
          log: () => undefined,
        }),
        new RegExp(
          `mfe-claims cannot be served on port ${busyPort}: something else listens there\\. Stop it, or set PORT_MFE_CLAIMS to a free port\\.`,
        ),
      );
      // The shell's server, started first, is closed again.
      await assert.rejects(fetch(`http://127.0.0.1:${shellPort}/`));
    } finally {
      busy.close();
    }
  });
});
