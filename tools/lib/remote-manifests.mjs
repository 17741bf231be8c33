// @ts-check
// Each remote's manifest (`<remote>/src/remote-manifest.ts`, docs/remote-manifest.md) for the build:
// read and validated with the same `parseRemoteManifest` the shell runs, turned into the remote's
// `exposes`, and published as remote-manifest.json beside mf-manifest.json. An invalid manifest fails
// the build. Node runs no TypeScript: the files are compiled with rspack's swc; they import types only,
// so each compiled text stands alone.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { apps, appByDir, workspaceRoot } from './apps.mjs';
import { AssetsStagePlugin } from './assets-stage-plugin.mjs';

export const remoteManifestFileName = 'remote-manifest.json';
export const remoteManifestSource = 'src/remote-manifest.ts';

/**
 * @typedef {{ path: string, title?: string, access: string, contractTypes?: readonly string[], rightsKey?: string, module: string, [key: string]: unknown }} ManifestPage
 * @typedef {{ schemaVersion: 1, remote: string, modules: Record<string, string>, pages: readonly ManifestPage[], menuEntries?: readonly Record<string, unknown>[], dashboardCards?: readonly Record<string, unknown>[], feeds?: readonly Record<string, unknown>[], sharedModules?: Record<string, string[]> }} RemoteManifest
 */

/**
 * Imports a TypeScript module whose imports are types only.
 * @param {string} file absolute path
 * @returns {Promise<any>}
 */
export async function importTypeScriptAlone(file) {
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    isModule: true,
  });
  if (/^\s*import\s/m.test(code))
    throw new Error(`${path.relative(workspaceRoot, file)} imports more than types: it cannot be loaded alone`);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** @type {Promise<{ parseRemoteManifest: (json: unknown, remote?: string) => { ok: true, value: RemoteManifest } | { ok: false, errors: string[] }, completeRemoteManifest: (source: unknown) => RemoteManifest, manifestRoutes: (manifest: RemoteManifest) => any[] }> | null} */
let contractsModule = null;

/** The shell's own validator (shared/contracts/src/remote-manifest.ts), compiled once. */
export function manifestContracts() {
  contractsModule ??= importTypeScriptAlone(path.join(workspaceRoot, 'shared/contracts/src/remote-manifest.ts'));
  return contractsModule;
}

/**
 * Validates a manifest as the shell will, plus what only the build can see: every module's source
 * file exists in the remote's folder. Returns the problems (none: valid).
 * @param {unknown} manifest
 * @param {string} appDir
 * @returns {Promise<string[]>}
 */
export async function manifestProblems(manifest, appDir) {
  const { parseRemoteManifest } = await manifestContracts();
  const app = appByDir(appDir);
  const result = parseRemoteManifest(JSON.parse(JSON.stringify(manifest)), app.federationName);
  if (!result.ok) return result.errors;
  const problems = [];
  for (const [module, source] of Object.entries(result.value.modules)) {
    if (!fs.existsSync(path.resolve(workspaceRoot, appDir, source)))
      problems.push(`modules: ${module} names ${source}, which does not exist`);
  }
  return problems;
}

/**
 * A remote's manifest from its `src/remote-manifest.ts` (export `remoteManifest`), validated and
 * completed (what the contract supplies filled in, as the build publishes it): throws with every
 * problem listed when it is invalid, so the build fails.
 * @param {string} appDir e.g. "mfe-claims"
 * @returns {Promise<RemoteManifest>}
 */
export async function readRemoteManifest(appDir) {
  const file = path.join(workspaceRoot, appDir, remoteManifestSource);
  const { remoteManifest } = await importTypeScriptAlone(file);
  const problems = await manifestProblems(remoteManifest, appDir);
  if (problems.length > 0) throw new Error(`${appDir}/${remoteManifestSource} is invalid:\n  ${problems.join('\n  ')}`);
  return (await manifestContracts()).completeRemoteManifest(remoteManifest);
}

/** Every remote's manifest, in the workspace's order. @returns {Promise<RemoteManifest[]>} */
export async function readAllRemoteManifests() {
  return Promise.all(apps.filter((app) => app.kind === 'remote').map((app) => readRemoteManifest(app.dir)));
}

/**
 * The federation plugin's `exposes`: the manifest's modules, nothing else.
 * @param {RemoteManifest} manifest
 * @returns {Record<string, string>}
 */
export function exposesOf(manifest) {
  return { ...manifest.modules };
}

/** The chunk group the federation plugin makes for an exposed module ("./ClaimsPage"). */
const exposedChunkGroupName = (/** @type {string} */ module) => `__federation_expose_${module.replace(/^\.\//, '')}`;

/**
 * For each exposed module, the share keys its own chunks consume, sorted: the shared libraries the
 * remote's entry would ask the shell for only once it has run (docs/remote-manifest.md). Lazy imports
 * inside the module are not followed: they load later, on their own.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {Readonly<Record<string, string>>} modules the manifest's exposed modules
 * @returns {Record<string, string[]>}
 */
export function exposedSharedModules(compilation, modules) {
  const { chunkGraph } = compilation;
  /** @type {Record<string, string[]>} */
  const shared = {};
  for (const module of Object.keys(modules)) {
    const group = compilation.chunkGroups.find((candidate) => candidate.name === exposedChunkGroupName(module));
    if (!group) throw new Error(`the federation build made no chunk group for ${module}`);
    const keys = new Set();
    for (const chunk of group.chunks) {
      for (const consumed of chunkGraph.getChunkModules(chunk)) {
        const key =
          consumed.type === 'consume-shared-module' ? /^consume shared module \(.+?\) (.+?)@/.exec(consumed.identifier())?.[1] : undefined;
        if (key) keys.add(key);
      }
    }
    shared[module] = [...keys].sort();
  }
  return shared;
}

/**
 * Emits remote-manifest.json, validated again at emit time (a build cannot publish an invalid one),
 * with what only the build knows: each exposed module's shared libraries (exposedSharedModules).
 */
export class RemoteManifestPlugin extends AssetsStagePlugin {
  /** @param {{ manifest: RemoteManifest, appDir: string }} options */
  constructor({ manifest, appDir }) {
    super(rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL);
    this.manifest = manifest;
    this.appDir = appDir;
  }

  /** @override @param {import('@rspack/core').Compilation} compilation */
  async processAssets(compilation) {
    /** @type {RemoteManifest} */
    let manifest;
    try {
      manifest = { ...this.manifest, sharedModules: exposedSharedModules(compilation, this.manifest.modules) };
    } catch (error) {
      compilation.errors.push(new rspack.WebpackError(`${this.appDir}: ${error instanceof Error ? error.message : error}`));
      return;
    }
    const problems = await manifestProblems(manifest, this.appDir);
    if (problems.length > 0) {
      compilation.errors.push(new rspack.WebpackError(`${this.appDir}: the remote manifest is invalid:\n  ${problems.join('\n  ')}`));
      return;
    }
    compilation.emitAsset(remoteManifestFileName, new rspack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
  }
}
