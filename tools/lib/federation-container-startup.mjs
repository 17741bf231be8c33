// @ts-check
// The start-up code rspack generates for every federated build's container (the "default runtime" of
// @rspack/core: it fills the build's `federation` object, its share scope and its containers' `init`
// and `get` from the bundler runtime), about 1.2 KB gzip in each remote entry. It is the same function
// in every build, only called with the build's own values (its name, share strategy, runtime plugins,
// remotes, library type). The shell's production build makes it a function of those values, runs it
// for itself and lends it, as it lends the bundler runtime (federation-bundler-runtime-provider.js); a
// production remote entry calls the lent function with its own values instead of carrying a copy.
// docs/decisions/0050-remotes-borrow-the-shells-bundler-runtime.md says why and what it costs.
//
// Rspack adds the code as a module whose source is a data URL: the build's values as constants, then
// the function's body. This plugin rewrites that source as the module is resolved. The body is taken
// from rspack exactly as rspack takes it, and the build stops if the generated source does not end
// with it (a new rspack that builds its start-up code otherwise).
import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromTools = createRequire(import.meta.url);

/** Where the shell puts the function for the remotes. */
export const containerStartupGlobal = '_PORTAL_FEDERATION_CONTAINER_STARTUP';

/** The names the generated source gives the build's values, in the order the function takes them. */
const valueNames = [
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
];
/** The name the function's body gives the build's `__webpack_require__`. */
const requireName = '__module_federation_runtime_require__';
const dataSourcePrefix = '!=!data:text/javascript,';

/**
 * The function's body as rspack writes it into the generated source.
 * @param {import('@rspack/core').Compiler} compiler
 */
function startupBody(compiler) {
  const rspackDist = path.dirname(requireFromTools.resolve('@rspack/core'));
  const startup = requireFromTools(path.join(rspackDist, 'moduleFederationDefaultRuntime.js')).default;
  return compiler.rspack.Template.getFunctionContent(startup);
}

/**
 * The source that replaces the generated one.
 * @param {string} generated the data URL's source
 * @param {string} body
 * @param {'lend' | 'borrow'} role
 */
export function containerStartupSource(generated, body, role) {
  const bodyAsGenerated = body.replace(requireName, '__webpack_require__');
  if (!body.includes(requireName) || !generated.endsWith(bodyAsGenerated))
    throw new Error('federation-container-startup: rspack no longer generates the container start-up code this build rewrites');
  const values = generated.slice(0, -bodyAsGenerated.length);
  for (const name of valueNames) {
    if (!values.includes(`const ${name} = `) && !values.includes(`import ${name} from `))
      throw new Error(`federation-container-startup: the generated start-up code no longer defines ${name}`);
  }
  const call = `(__webpack_require__, ${valueNames.join(', ')})`;
  if (role === 'lend') {
    return (
      `${values}const containerStartup = function (${[requireName, ...valueNames].join(', ')}) {${body}};` +
      `globalThis.${containerStartupGlobal} ??= containerStartup;containerStartup${call}`
    );
  }
  return (
    `${values}const containerStartup = globalThis.${containerStartupGlobal};` +
    `if (!containerStartup) throw new Error('This remote runs inside the portal shell only: the shell lends it the federation start-up code.');` +
    `containerStartup${call}`
  );
}

export class FederationContainerStartupPlugin {
  /** @param {{ role: 'lend' | 'borrow' }} options the shell lends, a production remote borrows */
  constructor({ role }) {
    this.role = role;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const body = startupBody(compiler);
    let rewritten = 0;
    compiler.hooks.normalModuleFactory.tap('FederationContainerStartupPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationContainerStartupPlugin', (data) => {
        const at = data.request.indexOf(dataSourcePrefix);
        if (at < 0 || !data.request.includes(encodeURIComponent('__module_federation_container_name__'))) return;
        const generated = decodeURIComponent(data.request.slice(at + dataSourcePrefix.length));
        data.request = `${data.request.slice(0, at + dataSourcePrefix.length)}${encodeURIComponent(containerStartupSource(generated, body, this.role))}`;
        rewritten += 1;
      });
    });
    compiler.hooks.afterCompile.tap('FederationContainerStartupPlugin', (compilation) => {
      if (rewritten === 0)
        compilation.errors.push(
          new compiler.rspack.WebpackError('federation-container-startup: no container start-up code was found to rewrite'),
        );
    });
  }
}
