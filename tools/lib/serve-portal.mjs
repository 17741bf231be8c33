// @ts-check
// Serves the production builds of every app on its port, the way `pnpm start` and the e2e suite use
// them, with the deployment files (config.json, remotes.json) generated for this machine.
import fs from 'node:fs';
import path from 'node:path';
import { apps, portEnvName, portOf, workspaceRoot } from './apps.mjs';
import { appOutputPath, isQaBuild } from './build-variant.mjs';
import { createApiGateway } from './api-gateway.mjs';
import { apiGateway, localRemoteRegistry, remoteOrigins, runtimeConfig, serviceOrigins } from './runtime-files.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';
import { landingDocument } from './landing-page-build.mjs';

/**
 * The remote registry the shell serves as remotes.json. With PORTAL_REMOTES_FILE it is that file: it
 * is written with this machine's registry at start, and read again on every request, so editing it
 * deploys a remote as editing the shell's remotes.json does in production (docs/README.md). The file is served as it is (the shell validates it).
 * @param {NodeJS.ProcessEnv} env
 */
function deployedRemoteRegistry(env) {
  const local = localRemoteRegistry({ env });
  const file = env.PORTAL_REMOTES_FILE;
  if (!file) {
    const text = JSON.stringify(local);
    return { local, text: () => text };
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(local, null, 2)}\n`);
  return { local, text: () => fs.readFileSync(file, 'utf8') };
}

/**
 * remotes.json as the shell's server sends it: the registry with each remote's manifest inline
 * (`remoteManifest`, read now from remote-manifest.json beside the entry's mf-manifest.json), so the
 * shell composes the portal from the file it reads anyway and fetches nothing from a remote it does not
 * load (docs/remote-manifest.md, "Where the shell reads the manifests"). A remote whose manifest cannot
 * be read is sent without one: the shell then reads it from the remote itself. The registry's own
 * problems are the shell's to report, so anything that is not a registry is sent as it is.
 * @param {string} registryText
 * @returns {Promise<string>}
 */
export async function withRemoteManifests(registryText) {
  /** @type {{ remotes?: Record<string, { manifest?: unknown, remoteManifest?: unknown }> }} */
  let registry;
  try {
    registry = JSON.parse(registryText);
  } catch {
    return registryText;
  }
  const remotes = registry?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return registryText;
  await Promise.all(
    Object.values(remotes).map(async (entry) => {
      if (typeof entry?.manifest !== 'string' || entry.remoteManifest !== undefined) return;
      try {
        const response = await fetch(new URL('remote-manifest.json', entry.manifest), { signal: AbortSignal.timeout(2000) });
        if (response.ok) entry.remoteManifest = await response.json();
      } catch {
        // Unreachable or not JSON: the shell reads it from the remote, and reports it.
      }
    }),
  );
  return JSON.stringify(registry);
}

/**
 * Where the gateway writes its access log: PORTAL_ACCESS_LOG, else logs/gateway-access.log in the workspace.
 * @param {NodeJS.ProcessEnv} env
 */
export function gatewayAccessLog(env) {
  return env.PORTAL_ACCESS_LOG || path.join(workspaceRoot, 'logs', 'gateway-access.log');
}

/**
 * The address a server really listens on: what the start-up message prints.
 * @param {import('node:http').Server} server
 */
export function servedUrl(server) {
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the server is not listening');
  return `http://localhost:${address.port}`;
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, only?: string[], distName?: string, log?: (line: string) => void }} [options]
 *   distName: the build output folder served from each app's folder: the build variant's (dist or dist-qa) unless the bench serves its
 *   one-bundle build (one-bundle-build.mjs)
 * @returns {Promise<import('node:http').Server[]>}
 */
export async function servePortal({ env = process.env, only, distName, log = console.log } = {}) {
  const shell = apps.find((app) => app.kind === 'host');
  const gateway = shell ? apiGateway(env, `http://localhost:${portOf(shell, env)}`) : null;
  const config = runtimeConfig({
    environment: env.PORTAL_ENVIRONMENT === 'production' ? 'production' : 'development',
    env,
    apiOrigin: gateway?.origin,
  });
  const registry = deployedRemoteRegistry(env);
  // A QA build may point a remote at a branch build on this machine or an allowed origin
  // (?remote.<name>=URL); a production bundle cannot, so its policy allows no such origin.
  const qaOrigins = isQaBuild(true, env) ? ['http://localhost:*', 'http://127.0.0.1:*', ...config.qaRemoteOrigins] : [];
  /** @param {string} registryText */
  const policyFor = (registryText) => {
    let scriptOrigins;
    try {
      scriptOrigins = remoteOrigins(JSON.parse(registryText));
    } catch {
      // While the file is not a registry, the policy keeps this machine's origins.
      scriptOrigins = remoteOrigins(registry.local);
    }
    return contentSecurityPolicy({
      scriptOrigins: [...scriptOrigins, ...qaOrigins],
      connectOrigins: serviceOrigins(config),
      formOrigins: [new URL(config.oidcIssuer).origin],
    });
  };
  // The policy is built again only when remotes.json has changed.
  let policy = { registryText: '', csp: '' };
  const csp = () => {
    let registryText = '';
    try {
      registryText = registry.text();
    } catch {
      // An unreadable file: the policy falls back to this machine's origins (see policyFor).
    }
    if (registryText !== policy.registryText || !policy.csp) policy = { registryText, csp: policyFor(registryText) };
    return policy.csp;
  };
  /** @type {import('node:http').Server[]} */
  const servers = [];
  for (const app of apps) {
    if (only && !only.includes(app.dir)) continue;
    const isHost = app.kind === 'host';
    const port = portOf(app, env);
    const server = await startStaticServer({
      // dist/, or dist-qa/ when PORTAL_QA_BUILD=1 (the e2e portal): the folder buildApps just wrote;
      // another folder when the bench serves its one-bundle build.
      root: distName ? path.join(workspaceRoot, app.dir, distName) : appOutputPath(app.dir, true, env),
      port,
      spa: isHost,
      csp,
      cors: !isHost,
      // /login is the pre-rendered landing page (see landing-page-build.mjs); only the query differs.
      documents: isHost ? { '/login': landingDocument } : {},
      gateway:
        isHost && gateway
          ? createApiGateway({ routes: gateway.routes, key: env.PORTAL_GATEWAY_KEY, accessLog: gatewayAccessLog(env) })
          : undefined,
      generated: isHost
        ? { '/config.json': () => JSON.stringify(config), '/remotes.json': () => withRemoteManifests(registry.text()) }
        : {},
    }).catch(async (error) => {
      // The servers already started are closed again: a portal with an app missing is no portal.
      await Promise.all(servers.map((started) => new Promise((resolve) => started.close(resolve))));
      throw error?.code === 'EADDRINUSE'
        ? new Error(
            `${app.dir} cannot be served on port ${port}: something else listens there. Stop it, or set ${portEnvName(app.dir)} to a free port.`,
          )
        : error;
    });
    log(`${app.dir.padEnd(22)} ${servedUrl(server)}`);
    servers.push(server);
  }
  return servers;
}
