// @ts-check
// Builds a small federated app, a host or a remote, in production mode with the federation runtime's
// production options (productionFederationExperiments): for the tests that check what the runtime puts
// into a build and how a host and a remote built that way run together.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { productionFederationExperiments } from './create-app-config.mjs';

/**
 * @param {{
 *   context: string,
 *   name: string,
 *   entry?: string,
 *   exposes?: Record<string, string>,
 *   output: { path: string, publicPath: string },
 *   resolve: import('@rspack/core').ResolveOptions,
 *   plugins?: import('@rspack/core').RspackPluginInstance[],
 *   federation?: Record<string, unknown>,
 * }} probe
 *   entry: a host's entry module (a probe without one is a remote, exposing `exposes`); plugins: added
 *   before the federation plugin; federation: more options of the federation plugin (shared, runtime plugins)
 * @returns {Promise<import('@rspack/core').Stats>}
 */
export async function buildFederationProbe({ context, name, entry, exposes = {}, output, resolve, plugins = [], federation = {} }) {
  const host = entry !== undefined;
  const compiler = rspack({
    context,
    mode: 'production',
    devtool: false,
    target: ['web', 'es2020'],
    entry: host ? { main: entry } : {},
    output: { ...output, uniqueName: name },
    resolve,
    plugins: [
      ...plugins,
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        manifest: false,
        dts: false,
        experiments: productionFederationExperiments(host),
        ...federation,
      }),
    ],
  });
  /** @type {import('@rspack/core').Stats | undefined} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
  );
  if (!stats || stats.hasErrors()) throw new Error(`the ${name} probe did not build:\n${stats?.toString('errors-only')}`);
  return stats;
}
