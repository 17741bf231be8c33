// @ts-check
// Starts the sandbox service (the local stand-in for the insurer's services) as a child process,
// unless something already answers on its port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sandboxPort, workspaceRoot } from './apps.mjs';

/** @param {number} port */
export function isPortInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {{ script: 'start' | 'dev', env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 * @returns {Promise<import('node:child_process').ChildProcess | null>}
 */
export async function startSandbox({ script, env = process.env, log = console.log }) {
  const port = sandboxPort(env);
  const dir = path.join(workspaceRoot, 'sandbox');
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    log('sandbox/ is not present: starting the portal without it');
    return null;
  }
  if (await isPortInUse(port)) {
    log(`sandbox: port ${port} already answers, using it`);
    return null;
  }
  const child = spawn('pnpm', ['--dir', dir, 'run', script], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port, 60_000, child);
  return child;
}

/**
 * @param {number} port
 * @param {number} timeoutMs
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForPort(port, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with code ${child.exitCode}`);
    if (await isPortInUse(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the sandbox did not open port ${port} within ${timeoutMs / 1000} s`);
}
