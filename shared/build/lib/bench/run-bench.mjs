// @ts-check
// `pnpm bench`: sizes, shared-library copies and build times, printed as a table and written as JSON
// under bench/results/. Figures come from the production builds served as `pnpm start` serves them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, portOf, workspaceRoot } from '../apps.mjs';
import { buildApps } from '../build-apps.mjs';
import { startSandbox } from '../sandbox-process.mjs';
import { servePortal } from '../serve-portal.mjs';
import { measurePageWeight, measureSignInFlowWeight } from './page-weight.mjs';
import { countSharedCopies } from './shared-copies.mjs';

// The budgets of issue 11 (measured here, never by timed tests).
const budgets = {
  loginJsKb: 110,
  signInToDashboardJsKb: 250,
  coldBuildS: 60,
  warmBuildS: 10,
  sharedCopies: 1,
};

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const quiet = () => undefined;

function removeBuildOutputs() {
  for (const app of apps) {
    fs.rmSync(path.join(workspaceRoot, app.dir, 'dist'), { recursive: true, force: true });
    fs.rmSync(path.join(workspaceRoot, app.dir, 'node_modules/.cache'), { recursive: true, force: true });
  }
}

function remoteEntrySizes() {
  return Object.fromEntries(
    apps
      .filter((app) => app.kind === 'remote')
      .map((app) => {
        const file = path.join(workspaceRoot, app.dir, 'dist/remoteEntry.js');
        return [app.dir, kb(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length)];
      }),
  );
}

/** @param {boolean} pass */
const mark = (pass) => (pass ? 'pass' : 'FAIL');

export async function runBench() {
  console.log('bench: cold build (no dist, no cache)…');
  removeBuildOutputs();
  const cold = await buildApps({ force: true, log: quiet });
  console.log('bench: warm build (nothing changed, persistent cache)…');
  /** @type {ReturnType<typeof countSharedCopies>} */
  let sharedCopies = {};
  const warm = await buildApps({ force: true, log: quiet, onStats: (stats) => (sharedCopies = countSharedCopies(stats)) });
  const upToDate = await buildApps({ log: quiet });

  console.log('bench: page weights in chromium…');
  const sandbox = await startSandbox({ script: 'start', env: { ...process.env, SANDBOX_DATA_DIR: 'memory' }, log: quiet });
  const servers = await servePortal({ log: quiet });
  const shellUrl = `http://localhost:${portOf(apps[0] ?? { dir: 'shell', federationName: 'shell', kind: 'host', defaultPort: 3000 })}`;
  let login;
  let signInFlow;
  let signedIn;
  try {
    login = await measurePageWeight({ url: `${shellUrl}/login`, waitFor: 'main h1' });
    signInFlow = await measureSignInFlowWeight({ loginUrl: `${shellUrl}/login`, signInAs: 'ava.medical' });
    // A remote's page opened fresh by a signed-in member (shell plus one remote).
    signedIn = await measurePageWeight({ url: `${shellUrl}/traveling-abroad`, waitFor: 'main h1', signInAs: 'ava.medical' });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    sandbox?.kill('SIGTERM');
  }

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    build: { coldMs: Math.round(cold.ms), warmMs: Math.round(warm.ms), upToDateCheckMs: Math.round(upToDate.ms) },
    login: { totalJsKb: kb(login.totalJs), totalCssKb: kb(login.totalCss), remoteEntriesFetched: login.remoteEntries.length, perApp: mapKb(login.perApp) },
    signInToDashboard: { totalJsKb: kb(signInFlow.totalJs), totalCssKb: kb(signInFlow.totalCss), perApp: mapKb(signInFlow.perApp) },
    signedInPage: { path: '/traveling-abroad', totalJsKb: kb(signedIn.totalJs), totalCssKb: kb(signedIn.totalCss), perApp: mapKb(signedIn.perApp) },
    remoteEntryGzipKb: remoteEntrySizes(),
    sharedCopies,
    budgets,
  };
  printTable(results);
  const dir = path.join(workspaceRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${results.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(workspaceRoot, file)}`);
}

/** @param {Record<string, { js: number, css: number }>} perApp */
function mapKb(perApp) {
  return Object.fromEntries(Object.entries(perApp).map(([app, sizes]) => [app, { jsKb: kb(sizes.js), cssKb: kb(sizes.css) }]));
}

/** @param {any} r */
function printTable(r) {
  const rows = [
    ['figure', 'value', 'budget', ''],
    ['/login JS (gzip, all files)', `${r.login.totalJsKb} KB`, `<= ${budgets.loginJsKb} KB`, mark(r.login.totalJsKb <= budgets.loginJsKb)],
    ['/login CSS (gzip)', `${r.login.totalCssKb} KB`, '', ''],
    ['/login remote entries fetched', String(r.login.remoteEntriesFetched), '0', mark(r.login.remoteEntriesFetched === 0)],
    ['/login through sign-in to the dashboard JS (gzip)', `${r.signInToDashboard.totalJsKb} KB`, `<= ${budgets.signInToDashboardJsKb} KB`, mark(r.signInToDashboard.totalJsKb <= budgets.signInToDashboardJsKb)],
    [`signed-in page ${r.signedInPage.path} JS (gzip)`, `${r.signedInPage.totalJsKb} KB`, '', ''],
    [`signed-in page ${r.signedInPage.path} CSS (gzip)`, `${r.signedInPage.totalCssKb} KB`, '', ''],
    ['cold build, whole workspace', `${(r.build.coldMs / 1000).toFixed(1)} s`, `<= ${budgets.coldBuildS} s`, mark(r.build.coldMs / 1000 <= budgets.coldBuildS)],
    ['warm build, nothing changed (forced rebuild)', `${(r.build.warmMs / 1000).toFixed(1)} s`, `<= ${budgets.warmBuildS} s`, mark(r.build.warmMs / 1000 <= budgets.warmBuildS)],
    ['up-to-date check (what `pnpm start` does)', `${(r.build.upToDateCheckMs / 1000).toFixed(2)} s`, '', ''],
  ];
  for (const [app, sizes] of Object.entries(r.login.perApp)) rows.push([`  /login ${app}`, `${sizes.jsKb} KB JS, ${sizes.cssKb} KB CSS`, '', '']);
  for (const [app, sizes] of Object.entries(r.signedInPage.perApp)) rows.push([`  signed-in ${app}`, `${sizes.jsKb} KB JS, ${sizes.cssKb} KB CSS`, '', '']);
  for (const [app, size] of Object.entries(r.remoteEntryGzipKb)) rows.push([`remoteEntry.js ${app} (gzip)`, `${size} KB`, '', '']);
  for (const [name, entry] of Object.entries(r.sharedCopies)) {
    rows.push([`copies of ${name}`, `${entry.copies} (${entry.apps.join(', ') || 'none'})`, '1', mark(entry.copies === budgets.sharedCopies)]);
  }
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  '));
}
