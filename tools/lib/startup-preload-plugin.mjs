// @ts-check
// Preload hints for the shell's start-up scripts. The shell's entry only loads its bootstrap
// chunk; the federation runtime then loads the shared libraries that chunk consumes, and the ones
// those consume, a round trip per level. index.html names all of them up front instead, so they
// download side by side with the entry. The list is exact: the bootstrap chunks and, level by level,
// the fallback chunks of every shared module a listed chunk consumes (the runtime loads all of a
// chunk's shared modules before it runs). Lazy imports are not followed: route code, dialogs and
// forms still load on demand.
import { rspack } from '@rspack/core';

/** Marks the hints, so that a document built from index.html (the landing page) can drop them. */
export const startupPreloadAttribute = 'data-startup-preload';

/**
 * The files of the chunks these lazy imports load, with the fallback chunks of every shared module a
 * listed chunk consumes, level by level (the runtime loads all of a chunk's shared modules before it
 * runs it).
 * @param {import('@rspack/core').Compilation} compilation
 * @param {(modulePath: string | null | undefined) => boolean} isImporter the modules whose lazy imports are followed
 * @returns {string[]} JavaScript and CSS files, in load order
 */
function lazyImportFiles(compilation, isImporter) {
  const { chunkGraph } = compilation;
  // The shell provides its shared libraries itself, and a consumed library resolves to the provided
  // copy (loaded-first), so a consume leads to the provider's chunks, not to its own fallback's.
  /** @type {Map<string, readonly import('@rspack/core').AsyncDependenciesBlock[]>} */
  const providedBlocks = new Map();
  for (const module of compilation.modules) {
    const provided = /^provide shared module \((.+?)\) (.+?)@\S+ = /.exec(module.identifier());
    if (module.type === 'provide-module' && provided) providedBlocks.set(`${provided[1]}:${provided[2]}`, module.blocks);
  }
  /** @type {Set<import('@rspack/core').Chunk>} */
  const chunks = new Set();
  /** @param {import('@rspack/core').AsyncDependenciesBlock} block */
  const addBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(chunk);
  };
  for (const module of compilation.modules) {
    if (isImporter(module.nameForCondition())) module.blocks.forEach(addBlock);
  }
  // A Set grows while it is iterated: each added chunk's consumed shared modules are visited too.
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const consumed = /^consume shared module \((.+?)\) (.+?)@/.exec(module.identifier());
      (providedBlocks.get(consumed ? `${consumed[1]}:${consumed[2]}` : '') ?? module.blocks).forEach(addBlock);
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js') || file.endsWith('.css')));
}

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryPath the entry module's absolute path
 * @returns {string[]} the start-up chunks' JavaScript and CSS files, in load order
 */
export function startupFiles(compilation, entryPath) {
  if (!compilation.entrypoints.get('main')) return [];
  return lazyImportFiles(compilation, (modulePath) => modulePath === entryPath);
}

/** The meta element naming what a signed-in start loads at once (read by src/startup/signed-in-preloads.ts). */
export const signedInPreloadsMetaName = 'portal-signed-in-preloads';

export class StartupPreloadPlugin {
  /**
   * @param {{ entryPath: string, signedInImporters?: string[] }} options the shell's entry module (its
   *   async boundary), and the modules whose lazy imports a signed-in start makes at once (the HTTP
   *   client, the remote manifests' validator, the signed-in navigation): their files are named in a meta element, for the start-up script to preload when a
   *   session is kept (a signed-out visitor fetches none of them)
   */
  constructor({ entryPath, signedInImporters = [] }) {
    this.entryPath = entryPath;
    this.signedInImporters = new Set(signedInImporters);
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartupPreloadPlugin', async (data) => {
        const hints = startupFiles(compilation, this.entryPath).map((file) => ({
          tagName: 'link',
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${data.publicPath}${file}`,
            [startupPreloadAttribute]: true,
          },
          voidTag: true,
        }));
        // The entry runs first and everything waits for it, but a deferred script is fetched at low
        // priority, after every preload: ask for it first, at high priority. (Still deferred: it runs
        // once the document is parsed.)
        for (const tag of data.assetTags.scripts) {
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        }
        data.assetTags.scripts.push(...hints);
        const atStartup = new Set(startupFiles(compilation, this.entryPath));
        const signedInFiles = lazyImportFiles(
          compilation,
          (modulePath) => typeof modulePath === 'string' && this.signedInImporters.has(modulePath),
        )
          .filter((file) => !atStartup.has(file))
          .map((file) => `${data.publicPath}${file}`);
        if (signedInFiles.length > 0) {
          data.assetTags.meta.push({
            tagName: 'meta',
            attributes: { name: signedInPreloadsMetaName, content: signedInFiles.join(' ') },
            voidTag: true,
          });
        }
        return data;
      });
    });
  }
}
