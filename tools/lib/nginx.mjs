// @ts-check
// The production serving config (deploy/nginx/) rendered for one deployment, and Debian's nginx run on
// it without root's files: the serving checks and the sign-in journey run against it
// (e2e/tests/nginx-serving.spec.ts), and `portal nginx` serves the production builds through it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, sandboxUrl, workspaceRoot } from './apps.mjs';
import { appOutputPath } from './build-variant.mjs';
import { remoteOrigins, serviceOrigins } from './runtime-files.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

export const nginxTemplatesDir = path.join(workspaceRoot, 'deploy', 'nginx');
export const deployTemplatesDir = path.join(workspaceRoot, 'deploy');

/**
 * Fills `${NAME}` placeholders (the envsubst convention of nginx's own container images). A placeholder
 * without a value is an error, never an empty string in the config.
 * @param {string} text
 * @param {Record<string, string>} values
 * @param {string} [source] named in the error
 */
export function fillTemplate(text, values, source = 'template') {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${source}: no value for \${${name}}`);
    if (/["\n;{}]/.test(value) && name !== 'PORTAL_CSP')
      throw new Error(`${source}: \${${name}} holds a character nginx would parse: ${JSON.stringify(value)}`);
    if (name === 'PORTAL_CSP' && /["\n]/.test(value)) throw new Error(`${source}: the policy holds a quote or a line break`);
    return value;
  });
}

/**
 * Renders deploy/nginx/ into a folder: each `*.template` filled in, every other file copied.
 * @param {string} outDir
 * @param {Record<string, string>} values
 */
export function renderNginxConfig(outDir, values) {
  /** @param {string} from @param {string} to */
  const renderDir = (from, to) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) renderDir(source, path.join(to, entry.name));
      else if (entry.name.endsWith('.template')) {
        fs.writeFileSync(
          path.join(to, entry.name.slice(0, -'.template'.length)),
          fillTemplate(fs.readFileSync(source, 'utf8'), values, path.relative(workspaceRoot, source)),
        );
      } else fs.copyFileSync(source, path.join(to, entry.name));
    }
  };
  renderDir(nginxTemplatesDir, outDir);
  fs.renameSync(path.join(outDir, 'standalone.conf'), path.join(outDir, 'nginx.conf'));
}

/**
 * The values for a deployment on this machine: the shell on one port, the remotes' static host on
 * another, the API gateway in front of the given services.
 * @param {{
 *   dir: string,
 *   shellPort: number,
 *   remotesPort: number,
 *   apiUpstream: string,
 *   oidcIssuer: string,
 *   gatewayKey: string,
 *   distName?: string,
 * }} options
 */
export function localDeployment({ dir, shellPort, remotesPort, apiUpstream, oidcIssuer, gatewayKey, distName }) {
  const shellOrigin = `http://localhost:${shellPort}`;
  const remotesOrigin = `http://localhost:${remotesPort}`;
  const remotesRoot = path.join(dir, 'remotes');
  const runtimeDir = path.join(dir, 'runtime');
  fs.mkdirSync(remotesRoot, { recursive: true });
  fs.mkdirSync(runtimeDir, { recursive: true });
  /** @param {string} appDir */
  const builtDir = (appDir) => (distName ? path.join(workspaceRoot, appDir, distName) : appOutputPath(appDir, true));
  /** @type {Record<string, { manifest: string, version: string }>} */
  const remotes = {};
  for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
    const link = path.join(remotesRoot, app.dir);
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(builtDir(app.dir), link);
    const version = JSON.parse(fs.readFileSync(path.join(workspaceRoot, app.dir, 'package.json'), 'utf8')).version;
    remotes[app.federationName] = { manifest: `${remotesOrigin}/${app.dir}/mf-manifest.json`, version: String(version) };
  }
  /** @type {ReturnType<typeof import('./runtime-files.mjs').runtimeConfig>} */
  const config = {
    environment: 'production',
    memberApiBaseUrl: `${shellOrigin}/member/portal/v1`,
    fhirBaseUrl: `${shellOrigin}/fhir/R4`,
    oidcIssuer,
    oidcClientId: 'member-portal',
    qaRemoteOrigins: [],
  };
  fs.writeFileSync(path.join(runtimeDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  fs.writeFileSync(path.join(runtimeDir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  const csp = contentSecurityPolicy({
    scriptOrigins: remoteOrigins({ remotes }),
    connectOrigins: serviceOrigins(config),
    formOrigins: [new URL(oidcIssuer).origin],
  });
  const shellRoot = builtDir('shell');
  return {
    shellOrigin,
    remotesOrigin,
    values: {
      PORTAL_NGINX_DIR: dir,
      PORTAL_NGINX_USER: nginxUser(),
      PORTAL_NGINX_MIME_TYPES: '/etc/nginx/mime.types',
      PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
      PORTAL_TLS_SNIPPET: path.join(dir, 'snippets', 'no-tls.conf'),
      PORTAL_ACCESS_LOG: path.join(dir, 'gateway-access.log'),
      PORTAL_SHELL_LISTEN: `127.0.0.1:${shellPort}`,
      PORTAL_SHELL_SERVER_NAME: 'localhost',
      PORTAL_SHELL_ROOT: shellRoot,
      PORTAL_SHELL_ORIGIN: shellOrigin,
      PORTAL_RUNTIME_DIR: runtimeDir,
      PORTAL_REMOTES_LISTEN: `127.0.0.1:${remotesPort}`,
      PORTAL_REMOTES_SERVER_NAME: 'localhost',
      PORTAL_REMOTES_ROOT: remotesRoot,
      PORTAL_MEMBER_API_UPSTREAM: new URL(apiUpstream).origin,
      PORTAL_FHIR_UPSTREAM: new URL(apiUpstream).origin,
      PORTAL_GATEWAY_KEY: gatewayKey,
      PORTAL_CSP: csp,
    },
  };
}

/** The user (and group) nginx's workers run as: the one running this, as `user` writes it. */
function nginxUser() {
  const { username, gid } = os.userInfo();
  const group = spawnSync('getent', ['group', String(gid)], { encoding: 'utf8' }).stdout.split(':')[0] || username;
  return `${username} ${group}`;
}

/**
 * Debian's nginx: found on the PATH or in /usr/sbin, else installed with apt-get (as CI's machine is set up).
 * @param {{ install?: boolean }} [options]
 * @returns {string}
 */
export function nginxBinary({ install = true } = {}) {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (!install) throw new Error('nginx is not installed (apt-get install nginx)');
  const run = (/** @type {string[]} */ args) =>
    spawnSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'nginx']);
  if (!fs.existsSync('/usr/sbin/nginx')) throw new Error('nginx is not installed and apt-get could not install it');
  return '/usr/sbin/nginx';
}

/**
 * Checks a rendered config the way nginx reads it.
 * @param {string} dir
 * @returns {{ ok: boolean, output: string }}
 */
export function checkNginxConfig(dir) {
  const result = spawnSync(nginxBinary(), ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * Starts nginx on a rendered config (it forks and returns once listening) and gives a function that stops it.
 * @param {string} dir
 */
export function startNginx(dir) {
  const check = checkNginxConfig(dir);
  if (!check.ok) throw new Error(`nginx refuses the config:\n${check.output}`);
  const started = spawnSync(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start:\n${started.stdout}${started.stderr}`);
  return () => {
    spawnSync(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-s', 'stop'], { stdio: 'ignore' });
  };
}

/**
 * Serves the production builds (dist/) through nginx for this machine, with its config in `.nginx/`
 * in the workspace, in front of the sandbox (`portal nginx`).
 * @param {{ shellPort: number, remotesPort: number, gatewayKey: string }} options
 */
export function serveThroughNginx({ shellPort, remotesPort, gatewayKey }) {
  const dir = path.join(workspaceRoot, '.nginx');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const sandbox = sandboxUrl();
  const deployment = localDeployment({
    dir,
    shellPort,
    remotesPort,
    apiUpstream: sandbox,
    oidcIssuer: `${sandbox}/oidc`,
    gatewayKey,
    distName: 'dist',
  });
  renderNginxConfig(dir, deployment.values);
  const stop = startNginx(dir);
  // nginx runs on its own (a daemon): this process stays until it is told to stop, and stops nginx then.
  const keepAlive = setInterval(() => {}, 60_000);
  return {
    dir,
    shellOrigin: deployment.shellOrigin,
    stop: async () => {
      clearInterval(keepAlive);
      stop();
    },
  };
}
