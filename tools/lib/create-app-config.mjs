// @ts-check
// The one rspack + Module Federation config factory every app builds with.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appByDir, portOf, workspaceRoot } from './apps.mjs';
import { appOutputPath, isQaBuild } from './build-variant.mjs';
import { bundlerRuntimeLending, federationBundlerRuntimeAlias } from './federation-bundler-runtime.mjs';
import { federationShared, sharedPortalPackages, shellEagerLibraries } from './shared-singletons.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';
import { exposesOf, importTypeScriptAlone, readRemoteManifest, RemoteManifestPlugin } from './remote-manifests.mjs';

const require = createRequire(import.meta.url);

/** Where the remote load deadline is written down, for the shell and the remotes' builds alike. */
const remoteRegistryContract = path.join(workspaceRoot, 'shared/contracts/src/remote-registry.ts');

// Where a build goes is decided with the QA question (build-variant.mjs); re-exported for older imports.
export { isQaBuild };

/**
 * @typedef {object} AppConfigOptions
 * @property {string} appDir folder name of the app in the workspace, e.g. "mfe-claims"
 * @property {import('./remote-manifests.mjs').RemoteManifest} [manifest] remotes only: the remote's
 *   manifest (src/remote-manifest.ts, docs/remote-manifest.md); `exposes` is generated from it and it is
 *   published as remote-manifest.json beside mf-manifest.json
 * @property {'production' | 'development'} [mode]
 * @property {boolean} [standaloneDevHost] remotes only: also build the standalone dev host page
 * @property {Record<string, string>} [requiredVersions] shared library -> the version range this build
 *   declares it needs, where it differs from the workspace's (see shared-singletons.mjs)
 * @property {number} [chunkLoadTimeoutMs] remotes only: how long the app's runtime waits for one of its
 *   chunks before failing the load (the shell's remote load deadline, remoteLoadDeadlineMs of
 *   shared/contracts/src/remote-registry.ts, so a chunk given up by the shell is given up here too and
 *   asked for afresh on Retry; rspack's default is 120 s)
 */

/**
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ appDir, manifest, mode, standaloneDevHost = false, requiredVersions, chunkLoadTimeoutMs }) {
  const app = appByDir(appDir);
  const exposes = manifest ? exposesOf(manifest) : {};
  const isProduction = (mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isHost = app.kind === 'host';
  const context = path.join(workspaceRoot, app.dir);
  const withPage = isHost || standaloneDevHost;

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: app.dir,
    context,
    mode: isProduction ? 'production' : 'development',
    // Production bundles name no source map; the maps are moved out of the build folder (build-apps.mjs).
    devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    // A remote built for the shell only needs its container entry (added by the federation
    // plugin); its standalone page (src/index.ts, the dev host) is built in dev mode only.
    entry: withPage ? { main: './src/index.ts' } : {},
    output: {
      // dist/ for a production build, dist-qa/ for a build with the QA features (build-variant.mjs).
      path: appOutputPath(app.dir, isProduction),
      uniqueName: app.federationName,
      // The host is served with an SPA fallback, so deep links need an absolute public path;
      // a remote is deployed anywhere, so it resolves its own URL (tools/docs/README.md).
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      ...(chunkLoadTimeoutMs ? { chunkLoadTimeout: chunkLoadTimeoutMs } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The federation bundler runtime from its ES modules, so the unused sdk code is left out; a
      // production remote borrows the shell's (bundlerRuntimeLending).
      alias: federationBundlerRuntimeAlias({ borrowBundlerRuntime: isProduction && !isHost }),
    },
    module: {
      rules: moduleRules(isProduction),
      generator: cssModuleNaming,
    },
    plugins: [
      // Before the federation plugin: the first definition of a constant is the one the build uses.
      ...(isProduction ? (isHost ? bundlerRuntimeLending.shellPlugins() : bundlerRuntimeLending.remotePlugins()) : []),
      new ModuleFederationPlugin({
        name: app.federationName,
        ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first' } : { filename: 'remoteEntry.js', exposes }),
        shared: federationShared({
          bundleFallback: isHost || !isProduction,
          requiredVersions,
          eager: isHost && isProduction ? shellEagerLibraries : [],
        }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: isProduction ? false : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        // In production the shell provides the federation runtime and remotes use it instead of each
        // carrying a copy; development builds keep their own so a remote also runs alone.
        ...(isProduction ? { experiments: productionFederationExperiments(isHost) } : {}),
        ...(isProduction && isHost ? { runtimePlugins: bundlerRuntimeLending.shellRuntimePlugins } : {}),
      }),
      withPage &&
        new rspack.HtmlRspackPlugin({
          template: isHost ? path.join(context, 'src/index.html') : path.join(workspaceRoot, 'shared/dev-host/src/index.html'),
          scriptLoading: 'defer',
          minify: isProduction,
        }),
      // The shell's start-up scripts named in index.html, so they download side by side.
      isHost && isProduction && withPage && shellStartupPreloads(context),
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(context, 'public') }] }),
      manifest && new RemoteManifestPlugin({ manifest, appDir }),
      new rspack.DefinePlugin(buildConstants(isProduction)),
      ...(isProduction ? [] : hotReloadPlugins(app.federationName)),
    ].filter(Boolean),
    optimization: {
      // Stable, content-based ids keep long-term caching effective across rebuilds.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The shell's shared libraries are chunks of their own, each with the modules it uses that are not
      // shared (the error catalogue, the endpoint table), so below rspack's 20 KB `minSize` those were
      // copied into every such chunk the dashboard loads. Remotes keep the default: the federation
      // manifest lists a split chunk's sibling exposes as an exposed module's own files, so a dashboard
      // card's load would fetch the pages beside it.
      ...(isProduction && isHost ? { splitChunks: { minSize: 1000 } } : {}),
    },
    cache: isProduction
      ? {
          type: 'persistent',
          // A change to the config factory or the app's config must invalidate the cache: rspack does
          // not notice changed resolve options on its own.
          buildDependencies: [
            fileURLToPath(import.meta.url),
            path.join(context, 'rspack.config.mjs'),
            // exposes come from the remote's manifest, chunkLoadTimeout from the remote registry contract.
            ...(isHost ? [] : [path.join(context, 'src/remote-manifest.ts'), remoteRegistryContract]),
            path.join(workspaceRoot, 'tools/lib/shared-singletons.mjs'),
            path.join(workspaceRoot, 'tools/lib/federation-bundler-runtime.mjs'),
            ...sharedPortalPackages.map((folder) => path.join(workspaceRoot, 'shared', folder, 'package.json')),
          ],
          storage: { type: 'filesystem', directory: path.join(context, 'node_modules/.cache/rspack') },
        }
      : true,
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: portOf(app),
      hot: true,
      liveReload: false,
      historyApiFallback: withPage,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A remote's code runs inside the shell's page (another port), so its hot-reload socket must
      // name its own server and be accepted from the shell's origin. The servers listen on
      // 127.0.0.1 only, so allowing any host header exposes nothing.
      allowedHosts: 'all',
      client: {
        overlay: { errors: true, warnings: false },
        webSocketURL: { protocol: 'ws', hostname: 'localhost', port: portOf(app) },
      },
    },
    stats: 'errors-warnings',
  };
  return config;
}

/**
 * The shell's start-up preloads: its start-up scripts, and what a signed-in start asks for first: the
 * HTTP client (for the first API calls: the plan and rights), the remote manifests' validator (the
 * portal is composed before any member page shows) and the signed-in navigation of the site header.
 * @param {string} context the shell's folder
 */
function shellStartupPreloads(context) {
  return new StartupPreloadPlugin({
    entryPath: path.join(context, 'src/index.ts'),
    signedInImporters: [
      path.join(workspaceRoot, 'shared/api-client/src/http-client.ts'),
      path.join(context, 'src/remotes/remote-manifests.ts'),
      path.join(context, 'src/layout/site-header.tsx'),
    ],
  });
}

/**
 * The federation runtime's production options (docs/performance.md#page-weight-history). The shell provides the runtime
 * core and remotes use it instead of each carrying a copy (its bundler runtime too: bundlerRuntimeLending). Every app runs in a browser only (`target: web`
 * leaves out the runtime's Node.js loading code). A remote loads no other remote, so it leaves out
 * remote loading and the manifest snapshot code; the shell keeps both, since it loads the remotes
 * through their mf-manifest.json.
 * @param {boolean} isHost
 * @returns {{ provideExternalRuntime?: boolean, externalRuntime?: boolean, optimization: { target: 'web', disableRemote?: boolean, disableSnapshot?: boolean } }}
 */
export function productionFederationExperiments(isHost) {
  return isHost
    ? { provideExternalRuntime: true, optimization: { target: 'web' } }
    : { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } };
}

/**
 * A remote's config from its manifest (src/remote-manifest.ts), read and validated first: an invalid
 * manifest fails here, before anything builds.
 * @param {Omit<AppConfigOptions, 'manifest'>} options
 * @returns {Promise<import('@rspack/core').Configuration>}
 */
export async function createRemoteConfig(options) {
  const [manifest, { remoteLoadDeadlineMs }] = await Promise.all([
    readRemoteManifest(options.appDir),
    importTypeScriptAlone(remoteRegistryContract),
  ]);
  return createAppConfig({ ...options, manifest, chunkLoadTimeoutMs: remoteLoadDeadlineMs });
}

/**
 * TypeScript through swc, CSS and CSS Modules, and assets: shared with the landing page's builds.
 * @param {boolean} isProduction
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
export function moduleRules(isProduction) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !isProduction, refresh: !isProduction },
          },
        },
      },
      type: 'javascript/auto',
    },
    // CSS Modules are imported as one object (`styles.button`), the usual convention.
    { test: /\.module\.css$/, type: 'css/module', parser: { namedExports: false } },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

/**
 * Constants the code reads at build time; the minifier drops the branches they turn off.
 * @param {boolean} isProduction
 * @returns {Record<string, string>}
 */
export function buildConstants(isProduction) {
  return {
    'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
    __PORTAL_QA_BUILD__: JSON.stringify(isQaBuild(isProduction)),
  };
}

/**
 * CSS Module class names from the app, the file and the class only, so the landing page pre-rendered
 * in Node carries the very class names the browser build styles and hydrates.
 * @type {NonNullable<import('@rspack/core').ModuleOptions['generator']>}
 */
export const cssModuleNaming = {
  'css/module': { localIdentName: '[uniqueName]-[hash:8]-[local]' },
};

/**
 * React Refresh with one runtime shared across the shell and the remotes, so remote edits
 * hot-reload inside the shell (tools/docs/README.md).
 * @param {string} federationName
 */
function hotReloadPlugins(federationName) {
  return [
    new ReactRefreshRspackPlugin({ library: federationName }),
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, require.resolve('./react-refresh-runtime-singleton.cjs')),
  ];
}
