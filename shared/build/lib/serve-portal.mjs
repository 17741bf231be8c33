// @ts-check
// Serves the production builds of every app on its port, the way `pnpm start` and the e2e suite use
// them, with the deployment files (config.json, remotes.json) generated for this machine.
import path from 'node:path';
import { apps, portOf, sandboxUrl, workspaceRoot } from './apps.mjs';
import { allowedOrigins, localRemoteRegistry, runtimeConfig } from './runtime-files.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';
import { landingDocument } from './landing-page-build.mjs';

/**
 * @param {{ env?: NodeJS.ProcessEnv, only?: string[], log?: (line: string) => void }} [options]
 * @returns {Promise<import('node:http').Server[]>}
 */
export async function servePortal({ env = process.env, only, log = console.log } = {}) {
  const config = runtimeConfig({ environment: env.PORTAL_ENVIRONMENT === 'production' ? 'production' : 'development', env });
  const registry = localRemoteRegistry({ env });
  const origins = allowedOrigins(registry, config);
  // Outside production QA may point a remote at a branch build on this machine (?remote.<name>=URL).
  const qaOrigins = config.environment === 'production' ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
  const csp = contentSecurityPolicy({
    codeOrigins: [...origins, ...qaOrigins],
    connectOrigins: [sandboxUrl(env), ...(config.chat ? [new URL(config.chat.baseUrl).origin] : [])],
    formOrigins: [sandboxUrl(env)],
  });
  const servers = [];
  for (const app of apps) {
    if (only && !only.includes(app.dir)) continue;
    const isHost = app.kind === 'host';
    const server = await startStaticServer({
      root: path.join(workspaceRoot, app.dir, 'dist'),
      port: portOf(app, env),
      spa: isHost,
      csp,
      cors: !isHost,
      // /login is the pre-rendered landing page (see landing-page-build.mjs); only the query differs.
      documents: isHost ? { '/login': landingDocument } : {},
      generated: isHost
        ? { '/config.json': () => JSON.stringify(config), '/remotes.json': () => JSON.stringify(registry) }
        : {},
    });
    log(`${app.dir.padEnd(22)} http://localhost:${portOf(app, env)}`);
    servers.push(server);
  }
  return servers;
}
