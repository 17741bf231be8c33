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
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryPath the entry module's absolute path
 * @returns {string[]} the start-up chunks' JavaScript and CSS files, in load order
 */
export function startupFiles(compilation, entryPath) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return [];
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
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.nameForCondition() === entryPath) module.blocks.forEach(addBlock);
    }
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

export class StartupPreloadPlugin {
  /** @param {{ entryPath: string }} options the shell's entry module (its async boundary) */
  constructor({ entryPath }) {
    this.entryPath = entryPath;
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
        return data;
      });
    });
  }
}
