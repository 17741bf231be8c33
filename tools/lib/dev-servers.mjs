// @ts-check
// Development servers with hot reload, bound to 127.0.0.1 (tools/docs/README.md).
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { appByDir, portOf } from './apps.mjs';
import { loadAppConfig } from './build-apps.mjs';
import { localRemoteRegistry, runtimeConfig } from './runtime-files.mjs';

/**
 * @param {string[]} appDirs
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 * @returns {Promise<RspackDevServer[]>}
 */
export async function startDevServers(appDirs, { env = process.env, log = console.log } = {}) {
  const config = JSON.stringify(runtimeConfig({ environment: 'development', env }));
  const registry = JSON.stringify(localRemoteRegistry({ env }));
  const servers = [];
  for (const dir of appDirs) {
    const app = appByDir(dir);
    const rspackConfig = await loadAppConfig(dir, 'development');
    const compiler = rspack(rspackConfig);
    const server = new RspackDevServer(
      {
        ...rspackConfig.devServer,
        setupMiddlewares(middlewares) {
          middlewares.unshift({
            name: 'portal-runtime-files',
            /**
             * @param {import('node:http').IncomingMessage} req
             * @param {import('node:http').ServerResponse} res
             * @param {() => void} next
             */
            middleware(req, res, next) {
              const pathname = (req.url ?? '').split('?')[0];
              if (pathname !== '/config.json' && pathname !== '/remotes.json') return next();
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(pathname === '/config.json' ? config : registry);
            },
          });
          return middlewares;
        },
      },
      compiler,
    );
    await server.start();
    log(`${dir.padEnd(22)} http://localhost:${portOf(app, env)} (dev, hot reload)`);
    servers.push(server);
  }
  return servers;
}
