// @ts-check
// Starts the sandbox service (the local stand-in for the insurer's services) as a child process,
// unless something already answers on its port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { apps, portOf, sandboxPort, workspaceRoot } from './apps.mjs';

/**
 * The browser origins the sandbox must accept (CORS, sign-in redirects): every app on its configured
 * port, plus PORTAL_EXTRA_ORIGINS (comma-separated), e.g. a second shell used by a test.
 * @param {NodeJS.ProcessEnv} env
 */
export function portalOrigins(env) {
  const origins = apps.flatMap((app) => [`http://localhost:${portOf(app, env)}`, `http://127.0.0.1:${portOf(app, env)}`]);
  const extra = (env.PORTAL_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([...origins, ...extra])].join(',');
}

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
    env: { ...env, PORT: String(port), PORTAL_ORIGINS: env.PORTAL_ORIGINS ?? portalOrigins(env) },
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
