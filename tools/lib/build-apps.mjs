// @ts-check
// Production builds of the apps, skipping any app whose inputs have not changed since its last build.
// With PORTAL_QA_BUILD=1 they are QA builds and go to dist-qa/ instead of dist/ (build-variant.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { apps, workspaceRoot } from './apps.mjs';
import { appOutputPath, isQaBuild, productionOutputDir, qaOutputDir, sourceMapPath } from './build-variant.mjs';

const stampFile = '.build-stamp';
// Build outputs are not inputs: were dist-qa/ hashed, a QA build would make the production build stale;
// the same for the bench's one-bundle build (dist-one-bundle/, one-bundle-build.mjs).
const ignoredDirs = new Set([
  'node_modules',
  productionOutputDir,
  qaOutputDir,
  sourceMapPath(productionOutputDir),
  sourceMapPath(qaOutputDir),
  'dist-one-bundle',
  'test',
  '.cache',
]);

/** @param {string} dir @param {string[]} files */
function listFiles(dir, files) {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ignoredDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, files);
    else files.push(full);
  }
  return files;
}

/**
 * A hash of everything a build of the app depends on: its own files, every shared package, the build
 * tooling (tools/: the config factory, the shared-singleton list, the landing-page build and the
 * plugins they use; its tests are not inputs) and the lockfile. Contents, not timestamps, so a fresh
 * clone with old dist folders still rebuilds correctly.
 * @param {string} appDir
 */
export function buildFingerprint(appDir) {
  const hash = crypto.createHash('sha256');
  // A production build and a QA build (PORTAL_QA_BUILD=1) of the same sources differ.
  hash.update(isQaBuild(true) ? 'qa-build\n' : 'production-build\n');
  const inputs = [
    ...listFiles(path.join(workspaceRoot, appDir), []),
    ...listFiles(path.join(workspaceRoot, 'shared'), []),
    ...listFiles(path.join(workspaceRoot, 'tools'), []),
    path.join(workspaceRoot, 'pnpm-lock.yaml'),
  ].sort();
  for (const file of inputs) {
    hash.update(path.relative(workspaceRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Whether the app's build of this variant (its own folder, with its own stamp) matches its sources.
 * @param {string} appDir
 */
function isUpToDate(appDir) {
  const stamp = path.join(appOutputPath(appDir, true), stampFile);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === buildFingerprint(appDir);
}

/** @param {string} appDir */
export async function loadAppConfig(appDir, mode = 'production') {
  const configPath = path.join(workspaceRoot, appDir, 'rspack.config.mjs');
  const module = await import(pathToFileURL(configPath).href);
  return module.default({}, { mode });
}

/**
 * Pre-compressed copies let the server send gzip without compressing on every request.
 * @param {string} distDir
 */
export function precompress(distDir) {
  for (const file of listFiles(distDir, [])) {
    if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

/**
 * Moves every source map out of a build folder into its own, so none is deployed beside the code.
 * @param {string} distDir
 * @param {string} mapsDir
 */
export function moveSourceMaps(distDir, mapsDir) {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  for (const file of listFiles(distDir, [])) {
    if (!file.endsWith('.map')) continue;
    const target = path.join(mapsDir, path.relative(distDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
}

/**
 * Runs one rspack build of several configurations to the end and gives its stats; a build with errors
 * prints them and throws `failure`. The portal's builds and the bench's one-bundle build go through it.
 * @param {import('@rspack/core').Configuration[]} configs
 * @param {{ log: (line: string) => void, failure: string }} options
 * @returns {Promise<import('@rspack/core').MultiStats>}
 */
export async function runRspack(configs, { log, failure }) {
  const compiler = rspack(configs);
  /** @type {import('@rspack/core').MultiStats} */
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('rspack returned no stats'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    log(stats.toString({ colors: false, all: false, errors: true, errorDetails: true }));
    throw new Error(failure);
  }
  return stats;
}

/**
 * @param {{ appDirs?: string[], force?: boolean, dryRun?: boolean, log?: (line: string) => void, onStats?: (stats: import('@rspack/core').MultiStats) => void }} [options]
 *   dryRun: only say which apps would be built
 * @returns {Promise<{ built: string[], skipped: string[], ms: number }>}
 */
export async function buildApps({ appDirs = apps.map((app) => app.dir), force = false, dryRun = false, log = console.log, onStats } = {}) {
  const started = performance.now();
  const stale = force ? appDirs : appDirs.filter((dir) => !isUpToDate(dir));
  const skipped = appDirs.filter((dir) => !stale.includes(dir));
  if (skipped.length > 0) log(`up to date: ${skipped.join(', ')}`);
  if (stale.length === 0) return { built: [], skipped, ms: performance.now() - started };
  if (dryRun) {
    log(`would build: ${stale.join(', ')}`);
    return { built: [], skipped, ms: performance.now() - started };
  }
  log(`building: ${stale.join(', ')}`);
  const fingerprints = Object.fromEntries(stale.map((dir) => [dir, buildFingerprint(dir)]));
  // An app's config may be several builds (the shell also pre-renders its landing page).
  const configs = (await Promise.all(stale.map((dir) => loadAppConfig(dir)))).flat();
  const stats = await runRspack(configs, { log, failure: 'build failed' });
  onStats?.(stats);
  for (const dir of stale) {
    const distDir = appOutputPath(dir, true);
    moveSourceMaps(distDir, sourceMapPath(distDir));
    precompress(distDir);
    fs.writeFileSync(path.join(distDir, stampFile), fingerprints[dir] ?? '');
  }
  const ms = performance.now() - started;
  log(`built ${stale.length} app(s) in ${(ms / 1000).toFixed(1)} s`);
  return { built: stale, skipped, ms };
}
