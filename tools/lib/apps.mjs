// @ts-check
// The apps of the workspace, their folders, federation names and default ports (docs/architecture.md "Ports").
// Every port is overridable with an environment variable, e.g. PORT_MFE_CLAIMS=4101.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ dir: string, federationName: string, kind: 'host' | 'remote', defaultPort: number }} AppInfo
 */

/** @type {readonly AppInfo[]} */
export const apps = Object.freeze([
  { dir: 'shell', federationName: 'shell', kind: 'host', defaultPort: 3000 },
  { dir: 'mfe-claims', federationName: 'mfe_claims', kind: 'remote', defaultPort: 3001 },
  { dir: 'mfe-pharmacy-programs', federationName: 'mfe_pharmacy_programs', kind: 'remote', defaultPort: 3002 },
  { dir: 'mfe-messages', federationName: 'mfe_messages', kind: 'remote', defaultPort: 3003 },
  { dir: 'mfe-settings', federationName: 'mfe_settings', kind: 'remote', defaultPort: 3004 },
  { dir: 'mfe-registration', federationName: 'mfe_registration', kind: 'remote', defaultPort: 3005 },
]);

export const sandboxDefaultPort = 4000;

/** The bench's one-bundle build of the portal (docs/performance.md#the-bench): served on its own port while it measures. */
export const oneBundleDefaultPort = 3006;

/** @param {string} dir */
export function appByDir(dir) {
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app "${dir}". Known apps: ${apps.map((a) => a.dir).join(', ')}`);
  return app;
}

/**
 * The environment variable that sets an app's port, e.g. PORT_MFE_CLAIMS.
 * @param {string} dir
 */
export function portEnvName(dir) {
  return `PORT_${dir.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The port an app is served on: PORT_<DIR> from the environment, else its default.
 * @param {AppInfo} app
 * @param {NodeJS.ProcessEnv} [env]
 */
export function portOf(app, env = process.env) {
  const raw = env[portEnvName(app.dir)];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${portEnvName(app.dir)} must be a port number, got "${raw}"`);
  }
  return port;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function sandboxPort(env = process.env) {
  const raw = env.PORT_SANDBOX;
  return raw ? Number(raw) : sandboxDefaultPort;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function sandboxUrl(env = process.env) {
  return env.SANDBOX_URL || `http://localhost:${sandboxPort(env)}`;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function oneBundlePort(env = process.env) {
  const raw = env.PORT_ONE_BUNDLE;
  return raw ? Number(raw) : oneBundleDefaultPort;
}
