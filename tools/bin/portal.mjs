#!/usr/bin/env node
// @ts-check
// The workspace's commands: `portal start | nginx | dev [app] | build [app...] [--dry-run] | verify-production-bundle | bench [--only sections] | build-one-bundle`.
import { apps, appByDir, sandboxUrl } from '../lib/apps.mjs';
import { newGatewayKey } from '../lib/api-gateway.mjs';
import { buildApps } from '../lib/build-apps.mjs';
import { startDevServers } from '../lib/dev-servers.mjs';
import { startSandbox } from '../lib/sandbox-process.mjs';
import { servedUrl, servePortal } from '../lib/serve-portal.mjs';

const [command = 'help', ...args] = process.argv.slice(2);
// --no-sandbox: talk to services that are already running (or configured with PORTAL_* URLs).
const withSandbox = !args.includes('--no-sandbox');
const appArgs = args.filter((arg) => !arg.startsWith('--'));

/** Stops child processes and servers on Ctrl-C or SIGTERM, then exits. */
function stopOnSignal(/** @type {Array<() => unknown>} */ stoppers) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await Promise.allSettled(stoppers.map((stopper) => stopper()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** @param {import('node:child_process').ChildProcess | null} child */
function stopChild(child) {
  return () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
}

async function main() {
  switch (command) {
    case 'build': {
      appArgs.forEach(appByDir);
      await buildApps({
        appDirs: appArgs.length > 0 ? appArgs : undefined,
        force: args.includes('--force'),
        dryRun: args.includes('--dry-run'),
      });
      return;
    }
    case 'start': {
      await buildApps();
      // The gateway and the sandbox share a key for this run: the sandbox trusts a forwarded caller's
      // address only from a call that carries it.
      process.env.PORTAL_GATEWAY_KEY ||= newGatewayKey();
      const sandbox = withSandbox ? await startSandbox({ script: 'start' }) : null;
      const servers = await servePortal().catch(async (error) => {
        await stopChild(sandbox)();
        throw error;
      });
      stopOnSignal([stopChild(sandbox), ...servers.map((server) => () => new Promise((resolve) => server.close(resolve)))]);
      const shell = servers[0];
      if (!shell) throw new Error('no app was served');
      console.log(`\nThe Member Portal is running at ${servedUrl(shell)} (sandbox ${sandboxUrl()}). Ctrl-C stops it.`);
      return;
    }
    case 'nginx': {
      // The production builds behind Debian's nginx on deploy/nginx/, with the sandbox: what a
      // production host serves, on this machine (docs/deploy.md).
      await buildApps();
      process.env.PORTAL_GATEWAY_KEY ||= newGatewayKey();
      const { serveThroughNginx } = await import('../lib/nginx.mjs');
      const shellPort = Number(process.env.PORT_NGINX_SHELL || 3200);
      process.env.PORTAL_EXTRA_ORIGINS = [process.env.PORTAL_EXTRA_ORIGINS, `http://localhost:${shellPort}`].filter(Boolean).join(',');
      const sandbox = withSandbox ? await startSandbox({ script: 'start' }) : null;
      const served = serveThroughNginx({
        shellPort,
        remotesPort: Number(process.env.PORT_NGINX_REMOTES || 3210),
        gatewayKey: process.env.PORTAL_GATEWAY_KEY,
      });
      stopOnSignal([stopChild(sandbox), served.stop]);
      console.log(`\nThe Member Portal is running behind nginx at ${served.shellOrigin} (config in ${served.dir}). Ctrl-C stops it.`);
      return;
    }
    case 'dev': {
      const appDirs = appArgs.length > 0 ? appArgs : apps.map((app) => app.dir);
      appDirs.forEach(appByDir);
      const sandbox = withSandbox ? await startSandbox({ script: 'dev' }) : null;
      const servers = await startDevServers(appDirs);
      stopOnSignal([stopChild(sandbox), ...servers.map((server) => () => server.stop())]);
      return;
    }
    case 'verify-production-bundle': {
      const { landingDocumentProblems, qaCodeInBuilds, sourceMapsInBuilds } = await import('../lib/verify-production-bundle.mjs');
      const found = qaCodeInBuilds();
      for (const { file, marker } of found) console.error(`QA code in a production bundle: ${marker} in ${file}`);
      if (found.length > 0) throw new Error('the production bundles carry QA features (see docs/deploy.md#testing-a-branch-build-qa)');
      console.log(`production bundles of ${apps.length} apps carry no QA feature`);
      const maps = sourceMapsInBuilds();
      for (const file of maps) console.error(`a source map in a production build folder: ${file}`);
      if (maps.length > 0) throw new Error('source maps belong beside the build folder, never in it (tools/lib/build-variant.mjs)');
      console.log('no source map is deployed with the code');
      const landingProblems = landingDocumentProblems();
      for (const problem of landingProblems) console.error(`pre-rendered landing page: ${problem}`);
      if (landingProblems.length > 0)
        throw new Error(
          'the pre-rendered landing page would not paint styled on its own (see docs/performance.md#the-pre-rendered-landing-page)',
        );
      console.log('the pre-rendered landing page carries its own CSS and brand script');
      return;
    }
    case 'bench': {
      // --only weights (or --only=weights,lighthouse): some sections only (docs/performance.md#the-bench).
      const onlyAt = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
      const onlyArg =
        onlyAt === -1 ? undefined : args[onlyAt]?.startsWith('--only=') ? args[onlyAt]?.slice('--only='.length) : args[onlyAt + 1];
      if (onlyAt !== -1 && !onlyArg) throw new Error('--only needs the sections to run, e.g. --only weights');
      const { runBench } = await import('../lib/bench/run-bench.mjs');
      await runBench({
        only: onlyArg
          ?.split(',')
          .map((section) => section.trim())
          .filter(Boolean),
      });
      return;
    }
    case 'build-one-bundle': {
      // The bench's one-bundle build alone, into shell/dist-one-bundle/ (docs/performance.md#the-bench).
      const { buildOneBundle } = await import('../lib/one-bundle-build.mjs');
      await buildOneBundle();
      return;
    }
    default:
      console.log(
        'usage: portal start [--no-sandbox] | nginx [--no-sandbox] | dev [app...] [--no-sandbox] | build [app...] [--force] [--dry-run] | verify-production-bundle | bench [--only build,weights,lighthouse,visits,sandbox] | build-one-bundle',
      );
      process.exitCode = command === 'help' ? 0 : 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
