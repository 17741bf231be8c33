// @ts-check
// `pnpm bench`: page weights, Lighthouse, first-visit timings, the sandbox's latency, build times and
// shared-library copies, printed as tables with pass/FAIL marks and written as JSON under bench/results/
// (docs/performance.md#the-bench). Figures come from the production builds served as `pnpm start` serves them.
// `pnpm bench --only weights` (or any comma-separated list of sections) runs a part on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, oneBundlePort, portOf, sandboxPort, sandboxUrl, workspaceRoot } from '../apps.mjs';
import { buildApps } from '../build-apps.mjs';
import { appOutputPath } from '../build-variant.mjs';
import { buildOneBundle, oneBundleDistName } from '../one-bundle-build.mjs';
import { isPortInUse, startSandbox } from '../sandbox-process.mjs';
import { servePortal } from '../serve-portal.mjs';
import { newGatewayKey } from '../api-gateway.mjs';
import { budgets, interactionRows, mark, pageLighthouseRows, pageVisitPasses, weightRows } from './budgets.mjs';
import { firstVisitPlan } from './first-visit-plan.mjs';
import { loadRouteTable } from '../route-table.mjs';
import { federatedPortalOrigins, measurePageWeight, measureSignInFlowWeight } from './page-weight.mjs';
import { measureFirstVisits } from './page-first-visits.mjs';
import { countSharedCopies } from './shared-copies.mjs';
import { runLighthouseEveryPage, runLighthouseMedian } from './lighthouse.mjs';
import { measureInteractions } from './interactions.mjs';
import { listedPaths } from './page-first-visits.mjs';
import { measureRemoteFirstVisits } from './remote-first-visit.mjs';
import { measureMemberApiReads, measureSignInRoundTrip } from './sandbox-latency.mjs';
import { kb } from './weights.mjs';

/**
 * The parts of the bench, in the order they run: build times and shared copies (cold and warm builds),
 * page weights (federated and one-bundle builds), Lighthouse on /login and every signed-in page,
 * interaction to next paint, first-visit timings, the sandbox's latency.
 */
export const benchSections = Object.freeze(['build', 'weights', 'lighthouse', 'interactions', 'visits', 'sandbox']);

/** Lighthouse runs on /login; the figure is their median (see runLighthouseMedian). Signed-in pages: see runLighthouseEveryPage. */
const loginLighthouseRuns = 3;

/** The bench signs personas in many times: start each measurement from the seeded sandbox. */
async function resetSandbox() {
  const response = await fetch(`${sandboxUrl()}/sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`the sandbox reset answered ${response.status}`);
}

const quiet = () => undefined;

function removeBuildOutputs() {
  for (const app of apps) {
    fs.rmSync(appOutputPath(app.dir, true), { recursive: true, force: true });
    fs.rmSync(path.join(workspaceRoot, app.dir, 'node_modules/.cache'), { recursive: true, force: true });
  }
}

function remoteEntrySizes() {
  return Object.fromEntries(
    apps
      .filter((app) => app.kind === 'remote')
      .map((app) => {
        const file = path.join(appOutputPath(app.dir, true), 'remoteEntry.js');
        return [app.dir, kb(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length)];
      }),
  );
}

/**
 * @param {readonly string[]} [only] sections to run (all by default)
 * @returns {string[]}
 */
export function selectedSections(only) {
  if (!only || only.length === 0) return [...benchSections];
  const unknown = only.filter((section) => !benchSections.includes(section));
  if (unknown.length > 0) throw new Error(`unknown bench section(s): ${unknown.join(', ')} (known: ${benchSections.join(', ')})`);
  return benchSections.filter((section) => only.includes(section));
}

/**
 * @param {import('./page-first-visits.mjs').MeasuredVisit} visit
 * @returns {import('./budgets.mjs').PageVisit & { perApp: Record<string, { jsKb: number, cssKb: number }>, responses: ReturnType<typeof responsesInKb> }}
 */
const visitInKb = (visit) => ({
  ...visit,
  jsKb: kb(visit.js),
  cssKb: kb(visit.css),
  perApp: mapKb(visit.perApp),
  responses: responsesInKb(visit.responses),
});

/**
 * What was counted, file by file, for the JSON results: where a figure comes from.
 * @param {import('./weights.mjs').CountedResponse[]} responses
 */
function responsesInKb(responses) {
  return responses.map(({ url, app, kind, gzipBytes }) => ({ file: new URL(url).pathname, app, kind, gzipKb: kb(gzipBytes) }));
}

/**
 * @param {{ only?: readonly string[] }} [options]
 */
export async function runBench({ only } = {}) {
  const sections = selectedSections(only);
  const runs = (/** @type {string} */ section) => sections.includes(section);
  const benchStarted = performance.now();
  const servesPortal = ['weights', 'lighthouse', 'interactions', 'visits', 'sandbox'].some(runs);
  // The bench serves the portal and runs a sandbox of its own, which it resets again and again: it
  // never uses servers that already answer (another checkout's `pnpm start`, say). docs/development.md#ports.
  const ports = [...apps.map((app) => portOf(app)), sandboxPort(), ...(runs('weights') ? [oneBundlePort()] : [])];
  const busy = [];
  for (const port of ports) if (await isPortInUse(port)) busy.push(port);
  if (servesPortal && busy.length > 0) {
    throw new Error(
      `bench: port(s) ${busy.join(', ')} already answer; the bench needs its own (set PORT_SHELL, PORT_MFE_*, PORT_SANDBOX and PORT_ONE_BUNDLE, docs/development.md#ports)`,
    );
  }
  /** @type {Record<string, any>} */
  const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, sections, budgets };

  if (runs('build')) {
    console.log('bench: cold build (no dist, no cache)…');
    removeBuildOutputs();
    const cold = await buildApps({ force: true, log: quiet });
    console.log('bench: warm build (nothing changed, persistent cache)…');
    /** @type {ReturnType<typeof countSharedCopies>} */
    let sharedCopies = {};
    const warm = await buildApps({ force: true, log: quiet, onStats: (stats) => (sharedCopies = countSharedCopies(stats)) });
    const upToDate = await buildApps({ log: quiet });
    results.build = { coldMs: Math.round(cold.ms), warmMs: Math.round(warm.ms), upToDateCheckMs: Math.round(upToDate.ms) };
    results.sharedCopies = sharedCopies;
    results.remoteEntryGzipKb = remoteEntrySizes();
  } else {
    await buildApps({ log: (line) => console.log(`bench: ${line}`) });
  }
  if (runs('weights')) {
    console.log('bench: one-bundle build (the same portal without federation)…');
    results.oneBundleBuildMs = Math.round((await buildOneBundle({ log: quiet })).ms);
  }
  if (!servesPortal) return finish(results, benchStarted);

  const oneBundleUrl = `http://localhost:${oneBundlePort()}`;
  // The gateway and the sandbox share a key, as under `pnpm start` (api-gateway.mjs).
  process.env.PORTAL_GATEWAY_KEY ||= newGatewayKey();
  const sandboxEnv = {
    ...process.env,
    SANDBOX_DATA_DIR: 'memory',
    // The one-bundle build signs in from its own origin.
    PORTAL_EXTRA_ORIGINS: [process.env.PORTAL_EXTRA_ORIGINS, oneBundleUrl, oneBundleUrl.replace('localhost', '127.0.0.1')]
      .filter(Boolean)
      .join(','),
  };
  const shellApp = apps.find((app) => app.kind === 'host');
  if (!shellApp) throw new Error('no host app');
  const shellUrl = `http://localhost:${portOf(shellApp)}`;
  const sandbox = await startSandbox({ script: 'start', env: sandboxEnv, log: quiet });
  /** @type {import('node:http').Server[]} */
  const servers = [];
  try {
    servers.push(...(await servePortal({ log: quiet })));
    if (runs('weights')) {
      // The one-bundle build, served as `pnpm start` serves the shell (its own remotes.json is unused).
      const env = { ...process.env, PORT_SHELL: String(oneBundlePort()), PORTAL_REMOTES_FILE: '' };
      servers.push(...(await servePortal({ env, only: ['shell'], distName: oneBundleDistName, log: quiet })));
    }
    if (runs('weights')) results.weights = await measureWeights({ shellUrl, oneBundleUrl });
    if (runs('lighthouse')) {
      console.log('bench: Lighthouse (mobile preset) on /login…');
      const login = await runLighthouseMedian({ url: `${shellUrl}/login`, portalUrl: shellUrl, runs: loginLighthouseRuns });
      const pages = await signedInPages(shellUrl, results.weights?.paths);
      console.log(
        `bench: Lighthouse (mobile preset) on every signed-in page (${pages.length}), each loaded directly with the session in place…`,
      );
      const signedIn = await runLighthouseEveryPage({ portalUrl: shellUrl, pages, beforeEach: resetSandbox, log: console.log });
      results.lighthouse = { login, pages: signedIn };
    }
    if (runs('interactions')) {
      console.log('bench: interaction to next paint (web-vitals, CPU 4x slower)…');
      await resetSandbox();
      results.interactions = await measureInteractions({ portalUrl: shellUrl, log: console.log });
    }
    if (runs('visits')) {
      console.log('bench: first visits of remote pages from the dashboard…');
      await resetSandbox();
      results.remoteFirstVisit = await measureRemoteFirstVisits({ portalUrl: shellUrl, signInAs: 'ava.medical' });
    }
    if (runs('sandbox')) {
      console.log('bench: sandbox sign-in round trips and member API reads at 50 connections…');
      const signInRoundTrip = await measureSignInRoundTrip({ sandboxUrl: sandboxUrl(), portalOrigin: shellUrl });
      const memberApiReads = await measureMemberApiReads({
        sandboxUrl: sandboxUrl(),
        portalOrigin: shellUrl,
        connections: 50,
        seconds: 10,
      });
      results.sandbox = { signInRoundTrip, memberApiReads };
    }
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    sandbox?.kill('SIGTERM');
  }
  finish(results, benchStarted);
}

/**
 * Page weights: /login, sign-in to each persona's first dashboard, every signed-in
 * page's first visit; then the one-bundle build's sign-in and page visits, for the federation overhead.
 * @param {{ shellUrl: string, oneBundleUrl: string }} urls
 */
async function measureWeights({ shellUrl, oneBundleUrl }) {
  const federatedOrigins = federatedPortalOrigins();
  const oneBundleOrigins = [oneBundleUrl];
  const { routes, matchesPath } = await loadRouteTable();
  const plan = firstVisitPlan(routes);

  console.log('bench: /login in a fresh browser…');
  const login = await measurePageWeight({ url: `${shellUrl}/login`, waitFor: 'main h1' });

  console.log("bench: /login through sign-in to each persona's first dashboard (staff: the staff home)…");
  /** @type {Record<string, any>} */
  const signIn = {};
  for (const start of plan.filter((visit) => visit.how === 'start')) {
    await resetSandbox();
    const flow = await measureSignInFlowWeight({
      loginUrl: `${shellUrl}/login`,
      signInAs: start.persona,
      home: start.home,
      idlePrefetch: false,
      countedOrigins: federatedOrigins,
    });
    signIn[start.route] = {
      persona: start.persona,
      staff: Boolean(start.home),
      jsKb: kb(flow.totalJs),
      cssKb: kb(flow.totalCss),
      files: flow.files,
      perApp: mapKb(flow.perApp),
      responses: responsesInKb(flow.responses),
    };
    if (start.persona === 'ava.medical') {
      await resetSandbox();
      const withPrefetch = await measureSignInFlowWeight({
        loginUrl: `${shellUrl}/login`,
        signInAs: start.persona,
        idlePrefetch: true,
        countedOrigins: federatedOrigins,
      });
      signIn[start.route].withIdlePrefetchJsKb = kb(withPrefetch.totalJs);
      signIn[start.route].withIdlePrefetchFiles = withPrefetch.files;
      signIn[start.route].withIdlePrefetchResponses = responsesInKb(withPrefetch.responses);
    }
  }
  await resetSandbox();
  const oneBundleFlow = await measureSignInFlowWeight({
    loginUrl: `${oneBundleUrl}/login`,
    signInAs: 'ava.medical',
    idlePrefetch: false,
    countedOrigins: oneBundleOrigins,
  });

  await resetSandbox();
  console.log(
    `bench: first visit of every signed-in page from the idle dashboard (${plan.filter((visit) => visit.how !== 'start').length} pages, prefetch off)…`,
  );
  const federated = await measureFirstVisits({
    portalUrl: shellUrl,
    countedOrigins: federatedOrigins,
    plan,
    matchesPath,
    log: console.log,
  });
  console.log('bench: the same in the one-bundle build…');
  const oneBundle = await measureFirstVisits({
    portalUrl: oneBundleUrl,
    countedOrigins: oneBundleOrigins,
    plan,
    matchesPath,
    paths: federated.paths,
    log: console.log,
  });

  return {
    login: {
      jsKb: kb(login.totalJs),
      cssKb: kb(login.totalCss),
      inlineCssKb: kb(login.inlineCss),
      documentKb: kb(login.documents.reduce((sum, document) => sum + document.gzipBytes, 0)),
      remoteEntriesFetched: login.remoteEntries.length,
      files: login.files,
      perApp: mapKb(login.perApp),
      responses: responsesInKb(login.responses),
    },
    signIn,
    pages: federated.visits.map(visitInKb),
    paths: federated.paths,
    startPages: plan.filter((visit) => visit.how === 'start').map((visit) => ({ route: visit.route, persona: visit.persona })),
    oneBundle: {
      signIn: {
        persona: 'ava.medical',
        jsKb: kb(oneBundleFlow.totalJs),
        cssKb: kb(oneBundleFlow.totalCss),
        files: oneBundleFlow.files,
        responses: responsesInKb(oneBundleFlow.responses),
      },
      pages: oneBundle.visits.map(visitInKb),
    },
  };
}

/**
 * Every signed-in page the first-visit plan knows, at a real path (a route with a parameter at the
 * value the weights found, or found again on its listing page), with the persona who opens it.
 * @param {string} shellUrl
 * @param {Record<string, string>} [paths]
 */
async function signedInPages(shellUrl, paths) {
  const { routes, matchesPath } = await loadRouteTable();
  const plan = firstVisitPlan(routes);
  const found = paths ?? (await listedPaths({ portalUrl: shellUrl, plan, matchesPath }));
  return plan.map((visit) => ({ route: visit.route, path: found[visit.route] ?? visit.route, persona: visit.persona, home: visit.home }));
}

/**
 * @param {Record<string, any>} results
 * @param {number} benchStarted
 */
function finish(results, benchStarted) {
  printTables(results);
  console.log(`\nbench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
  const dir = path.join(workspaceRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const partial = results.sections.length < benchSections.length;
  const file = path.join(dir, `bench-${results.date.replace(/[:.]/g, '-')}${partial ? `-${results.sections.join('-')}` : ''}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(file, text);
  // latest.json is the last complete run; a partial one is written beside it only.
  if (!partial) fs.writeFileSync(path.join(dir, 'latest.json'), text);
  console.log(`\nwritten: ${path.relative(workspaceRoot, file)}`);
}

/** @param {Record<string, { js: number, css: number }>} perApp */
function mapKb(perApp) {
  return Object.fromEntries(Object.entries(perApp).map(([app, sizes]) => [app, { jsKb: kb(sizes.js), cssKb: kb(sizes.css) }]));
}

/** @param {string[][]} rows */
function printRows(rows) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => String(cell).padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

/** @param {Record<string, any>} r */
function printTables(r) {
  /** @type {string[][]} */
  const rows = [['figure', 'value', 'budget', '']];
  if (r.weights) {
    for (const row of weightRows(r.weights)) rows.push([row.figure, row.value, row.budget, mark(row.pass)]);
    rows.push([
      `  one-bundle build: sign-in to the Medical dashboard JS (gzip)`,
      `${r.weights.oneBundle.signIn.jsKb} KB (CSS ${r.weights.oneBundle.signIn.cssKb} KB)`,
      '',
      '',
    ]);
  }
  const lh = r.lighthouse;
  if (lh) {
    rows.push(
      [
        'Lighthouse /login performance (median)',
        `${lh.login.performance} (runs: ${lh.login.runScores.join(', ')})`,
        `>= ${budgets.loginLighthouse.performance}`,
        mark(lh.login.performance >= budgets.loginLighthouse.performance),
      ],
      [
        'Lighthouse /login LCP',
        `${(lh.login.lcpMs / 1000).toFixed(2)} s`,
        `<= ${budgets.loginLighthouse.lcpMs / 1000} s`,
        mark(lh.login.lcpMs <= budgets.loginLighthouse.lcpMs),
      ],
      [
        'Lighthouse /login CLS',
        lh.login.cls.toFixed(3),
        `<= ${budgets.loginLighthouse.cls}`,
        mark(lh.login.cls <= budgets.loginLighthouse.cls),
      ],
      [
        'Lighthouse /login accessibility',
        String(lh.login.accessibility),
        `${budgets.loginLighthouse.accessibility}`,
        mark(lh.login.accessibility >= budgets.loginLighthouse.accessibility),
      ],
    );
    for (const row of pageLighthouseRows(lh.pages)) rows.push([row.figure, row.value, row.budget, mark(row.pass)]);
  }
  if (r.interactions) for (const row of interactionRows(r.interactions)) rows.push([row.figure, row.value, row.budget, mark(row.pass)]);
  rows.push(...timingRows(r), ...buildRows(r));
  if (r.oneBundleBuildMs !== undefined) rows.push(['one-bundle build (bench only)', `${(r.oneBundleBuildMs / 1000).toFixed(1)} s`, '', '']);
  printRows(rows);
  if (r.weights) printPageTable(r.weights);
}

/**
 * The first-visit timings' and the sandbox's rows.
 * @param {Record<string, any>} r
 * @returns {string[][]}
 */
function timingRows(r) {
  /** @type {string[][]} */
  const rows = [];
  const visits = r.remoteFirstVisit;
  if (visits) {
    rows.push(
      [
        'remote first visit, click to content (median)',
        `${visits.notPrefetched.medianMs} ms`,
        `<= ${budgets.remoteFirstVisitMedianMs} ms`,
        mark(visits.notPrefetched.medianMs <= budgets.remoteFirstVisitMedianMs),
      ],
      [
        'remote first visit after idle prefetch (median)',
        `${visits.prefetched.medianMs} ms`,
        `<= ${budgets.remotePrefetchedVisitMedianMs} ms`,
        mark(visits.prefetched.medianMs <= budgets.remotePrefetchedVisitMedianMs),
      ],
    );
  }
  const sandbox = r.sandbox;
  if (sandbox) {
    const reads = sandbox.memberApiReads;
    rows.push(
      [
        `sandbox sign-in round trip p95 (${sandbox.signInRoundTrip.samples} sign-ins)`,
        `${sandbox.signInRoundTrip.p95Ms} ms`,
        `<= ${budgets.signInRoundTripP95Ms} ms`,
        mark(sandbox.signInRoundTrip.p95Ms <= budgets.signInRoundTripP95Ms),
      ],
      [
        `member API reads p95, ${reads.connections} connections`,
        `${reads.p95Ms} ms`,
        `<= ${budgets.memberApiReadsP95Ms} ms`,
        mark(reads.p95Ms <= budgets.memberApiReadsP95Ms),
      ],
      ['member API read errors', `${reads.errors + reads.non2xx} of ${reads.requests}`, '0', mark(reads.errors + reads.non2xx === 0)],
    );
  }
  return rows;
}

/**
 * The build times', remote entries' and shared copies' rows.
 * @param {Record<string, any>} r
 * @returns {string[][]}
 */
function buildRows(r) {
  /** @type {string[][]} */
  const rows = [];
  if (r.build) {
    rows.push(
      [
        'cold build, whole workspace',
        `${(r.build.coldMs / 1000).toFixed(1)} s`,
        `<= ${budgets.coldBuildS} s`,
        mark(r.build.coldMs / 1000 <= budgets.coldBuildS),
      ],
      [
        'warm build, nothing changed (forced rebuild)',
        `${(r.build.warmMs / 1000).toFixed(1)} s`,
        `<= ${budgets.warmBuildS} s`,
        mark(r.build.warmMs / 1000 <= budgets.warmBuildS),
      ],
      ['up-to-date check (what `pnpm start` does)', `${(r.build.upToDateCheckMs / 1000).toFixed(2)} s`, '', ''],
    );
    for (const [app, size] of Object.entries(r.remoteEntryGzipKb)) rows.push([`remoteEntry.js ${app} (gzip)`, `${size} KB`, '', '']);
    for (const [name, entry] of Object.entries(r.sharedCopies)) {
      rows.push([
        `copies of ${name}`,
        `${entry.copies} (${entry.apps.join(', ') || 'none'})`,
        '1',
        mark(entry.copies === budgets.sharedCopies),
      ]);
    }
  }
  return rows;
}

/**
 * Every signed-in page: its first visit's JS and CSS in the federated portal and the one-bundle build.
 * @param {Record<string, any>} weights
 */
function printPageTable(weights) {
  console.log(
    `\nFirst visit of each signed-in page after an idle dashboard (gzip, prefetch off; budget: JS <= ${budgets.pageFirstVisitJsKb} KB)`,
  );
  /** @type {Map<string, import('./budgets.mjs').PageVisit>} */
  const oneBundle = new Map(weights.oneBundle.pages.map((/** @type {import('./budgets.mjs').PageVisit} */ visit) => [visit.route, visit]));
  /** @type {string[][]} */
  const rows = [['page', 'as', 'JS KB', 'CSS KB', 'one bundle JS KB', '']];
  for (const start of weights.startPages) {
    const flow = weights.signIn[start.route];
    rows.push([start.route, start.persona, '(start)', '', '', `sign-in lands here: ${flow?.jsKb} KB JS from /login`]);
  }
  for (const visit of weights.pages) {
    const other = oneBundle.get(visit.route);
    const shown = visit.path === visit.endedAt ? visit.path : `${visit.path} -> ${visit.endedAt}`;
    const how = visit.how === 'switch-plan' ? ' (via Select Plan)' : '';
    const note = visit.ok ? '' : ` (showed "${visit.heading}")`;
    rows.push([
      `${shown}${how}`,
      visit.persona,
      String(visit.jsKb),
      String(visit.cssKb),
      other ? `${other.jsKb}${other.ok ? '' : ' (not shown)'}` : '-',
      `${mark(pageVisitPasses(visit))}${note}`,
    ]);
  }
  printRows(rows);
}
