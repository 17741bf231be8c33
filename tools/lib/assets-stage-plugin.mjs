// @ts-check
// The build's plugins that work on a compilation's finished assets (drop files, emit one) at one
// stage of rspack's processAssets: the hook wiring is here, each plugin writes only its work.
/** A plugin named by its class, whose `processAssets` runs once per compilation at `stage`. */
export class AssetsStagePlugin {
  /** @param {number} stage one of rspack.Compilation.PROCESS_ASSETS_STAGE_* */
  constructor(stage) {
    this.stage = stage;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const name = this.constructor.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name, stage: this.stage }, async () => this.processAssets(compilation));
    });
  }

  /**
   * The plugin's work on the compilation's assets; each plugin defines it.
   * @param {import('@rspack/core').Compilation} compilation
   * @returns {void | Promise<void>}
   */
  processAssets(compilation) {
    throw new Error(`${this.constructor.name} does not define processAssets for ${compilation.name ?? 'its compilation'}`);
  }
}
