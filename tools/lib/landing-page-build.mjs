// @ts-check
// The pre-rendered landing page: after the shell's production build, two small builds produce
// dist/login.html (dist-qa/ for a QA build), the /login document that paints before any JavaScript runs:
//  - the landing scripts (browser, no federation runtime): landing-brand, a tiny blocking script
//    that marks the page with the brand remembered on the device before it paints, and the landing
//    loader, the page's only other script until the member interacts, which then loads the shell's
//    own scripts to hydrate the page in place; beside them, the stylesheet of the route tree the page
//    is rendered from (same class names as the shell's build, see cssModuleNaming);
//  - the pre-render (Node): the shell's /login route rendered with React's renderToString. Its HTML
//    goes into the landing template (shell/src/landing/login.html) at one marker, the scripts and the
//    stylesheet at another; Beasties then cuts the inline stylesheet down to the rules the markup
//    needs, so the page paints styled with no stylesheet request. The build fails if the markup uses
//    a class no rule styles.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rspack } from '@rspack/core';
import { appByDir, workspaceRoot } from './apps.mjs';
import { AssetsStagePlugin } from './assets-stage-plugin.mjs';
import { appOutputPath } from './build-variant.mjs';
import { buildConstants, cssModuleNaming, moduleRules } from './create-app-config.mjs';
import { classesWithoutRule, inlineCssOf, withCriticalCss } from './landing-critical-css.mjs';
import { withInlineIcon } from './portal-icon.mjs';

const execFileAsync = promisify(execFile);
export const landingDocument = 'login.html';
const prerenderedPathAttribute = 'data-prerendered-path';
const portalScriptsAttribute = 'data-portal-scripts';

/**
 * @param {{ appDir: string, distName?: string }} options distName: the output folder in the app's
 *   folder: the build variant's (dist or dist-qa) unless another build writes elsewhere (the bench's one-bundle build)
 * @returns {import('@rspack/core').Configuration[]}
 */
export function createLandingPageConfigs({ appDir, distName }) {
  const app = appByDir(appDir);
  const context = path.join(workspaceRoot, app.dir);
  // Beside the shell's own build of the same variant (dist/ or, for a QA build, dist-qa/), unless
  // another build names its folder (the bench's one-bundle build).
  const distDir = distName ? path.join(context, distName) : appOutputPath(app.dir, true);
  const prerenderDir = path.join(context, `node_modules/.cache/landing-prerender${distName ? `-${distName}` : ''}`);
  /** @type {Partial<import('@rspack/core').Configuration>} */
  const common = {
    context,
    mode: 'production',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(true), generator: cssModuleNaming },
    plugins: [new rspack.DefinePlugin(buildConstants(true))],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [
    {
      ...common,
      name: `${app.dir}-landing-loader`,
      // After the shell's build, which cleans dist.
      dependencies: [app.dir],
      target: ['web', 'es2020'],
      devtool: 'hidden-source-map',
      entry: {
        'landing-brand': './src/landing/landing-brand.ts',
        'landing-loader': './src/landing/landing-loader.ts',
        // Not the landing page's: index.html's dashboard greeting (src/startup/startup-greeting.ts).
        'startup-greeting': './src/startup/startup-greeting.ts',
        // A library entry: its exports (the route tree) count as used, so CSS Modules keep every class
        // the tree uses. As a plain entry nothing it imports is used, and its classes were dropped.
        'landing-styles': { import: './src/landing/landing-styles.ts', library: { type: 'commonjs-static' } },
      },
      output: {
        path: distDir,
        uniqueName: app.federationName,
        publicPath: '/',
        filename: '[name].[contenthash:10].js',
        chunkFilename: 'landing-[name].[contenthash:10].js',
        cssFilename: '[name].[contenthash:10].css',
        cssChunkFilename: 'landing-[name].[contenthash:10].css',
        clean: false,
      },
      plugins: [
        ...(common.plugins ?? []),
        new KeepOnlyStylesPlugin('landing-styles', ['landing-brand', 'landing-loader', 'startup-greeting']),
      ],
    },
    {
      ...common,
      name: `${app.dir}-landing-prerender`,
      dependencies: [app.dir, `${app.dir}-landing-loader`],
      target: 'node',
      devtool: false,
      entry: { 'render-landing-page': './src/landing/render-landing-page.tsx' },
      output: {
        path: prerenderDir,
        uniqueName: app.federationName,
        publicPath: '/',
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      plugins: [
        ...(common.plugins ?? []),
        new WriteLandingDocumentPlugin({
          distDir,
          prerenderDir,
          template: path.join(context, 'src/landing/login.html'),
          icon: path.join(context, 'public/favicon.svg'),
        }),
      ],
    },
  ];
}

/**
 * Keeps only the landing scripts and the stylesheet of the styles-only entry: that entry's JavaScript
 * and the chunks of what it loads lazily (not on the landing page) are dropped.
 */
class KeepOnlyStylesPlugin extends AssetsStagePlugin {
  /** @param {string} stylesEntry @param {string[]} scriptEntries */
  constructor(stylesEntry, scriptEntries) {
    super(rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE);
    this.stylesEntry = stylesEntry;
    this.scriptEntries = scriptEntries;
  }

  /** @override @param {import('@rspack/core').Compilation} compilation */
  processAssets(compilation) {
    /** @param {string} name */
    const filesOf = (name) => [...(compilation.entrypoints.get(name)?.chunks ?? [])].flatMap((chunk) => [...chunk.files]);
    const keep = new Set([...this.scriptEntries.flatMap(filesOf), ...filesOf(this.stylesEntry).filter((file) => file.endsWith('.css'))]);
    for (const file of [...keep]) keep.add(`${file}.map`);
    for (const name of Object.keys(compilation.assets)) if (!keep.has(name)) compilation.deleteAsset(name);
  }
}

/** Once the pre-render is built: render the page and write dist/login.html beside index.html. */
class WriteLandingDocumentPlugin {
  /** @param {{ distDir: string, prerenderDir: string, template: string, icon: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteLandingDocumentPlugin', async () => {
      const { distDir, prerenderDir, template, icon } = this.options;
      const iconSvg = fs.readFileSync(icon, 'utf8');
      const { markup, landingPath } = await renderInChildProcess(path.join(prerenderDir, 'render-landing-page.cjs'));
      const built = fs.readdirSync(distDir);
      const loader = built.find((name) => /^landing-loader\.[0-9a-f]{10}\.js$/.test(name));
      const brandScript = built.find((name) => /^landing-brand\.[0-9a-f]{10}\.js$/.test(name));
      const cssFiles = built.filter((name) => /^landing-styles\.[0-9a-f]{10}\.css$/.test(name));
      if (!loader || !brandScript || cssFiles.length !== 1) throw new Error('the landing scripts or their stylesheet were not built');
      const stylesheet = path.join(distDir, /** @type {string} */ (cssFiles[0]));
      const css = fs.readFileSync(stylesheet, 'utf8');
      // The page carries its CSS itself; nothing links the stylesheet.
      for (const file of [stylesheet, `${stylesheet}.map`]) fs.rmSync(file, { force: true });
      const greetingScript = built.find((name) => /^startup-greeting\.[0-9a-f]{10}\.js$/.test(name));
      if (!greetingScript) throw new Error('the start-up greeting script was not built');
      const indexFile = path.join(distDir, 'index.html');
      const indexHtml = withInlineIcon(withStartupGreeting(fs.readFileSync(indexFile, 'utf8'), greetingScript), iconSvg);
      fs.writeFileSync(indexFile, indexHtml);
      const document = composeLandingDocument({
        template: withInlineIcon(fs.readFileSync(template, 'utf8'), iconSvg),
        markup,
        landingPath,
        css,
        brandScript,
        loader,
        portalScripts: portalScriptsOf(indexHtml),
      });
      const html = await withCriticalCss(document);
      const unstyled = landingClassesWithoutRule(html);
      if (unstyled.length > 0) throw new Error(`the landing page's stylesheet has no rules for: ${unstyled.join(', ')}`);
      fs.writeFileSync(path.join(distDir, landingDocument), html);
    });
  }
}

/**
 * Runs the pre-render in a Node process of its own: the portal's modules keep state (configuration,
 * stores) that must not leak into the build process or into the next build of the same process.
 * @param {string} bundle
 * @returns {Promise<{ markup: string, landingPath: string }>}
 */
async function renderInChildProcess(bundle) {
  // The portal's modules start timers of their own (the session clock), so the process is ended explicitly.
  const script = `const page = require(process.argv[1]);
Promise.resolve().then(page.renderLandingPage).then(
  (markup) => process.stdout.write(JSON.stringify({ markup, landingPath: page.landingPath }), () => process.exit(0)),
  (error) => { console.error(error); process.exit(1); },
);`;
  const { stdout } = await execFileAsync(process.execPath, ['-e', script, bundle], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout);
}

/**
 * The shell's own scripts, in the order index.html runs them: the landing loader loads them when the
 * page needs the portal.
 * @param {string} indexHtml the built index.html
 * @returns {string[]}
 */
export function portalScriptsOf(indexHtml) {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*\bdefer\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((match) => match[1] ?? '');
  if (scripts.length === 0) throw new Error('index.html names no scripts');
  return scripts;
}

/** Where the landing template takes the page's scripts and CSS, and where it takes the rendered page. */
export const landingHeadMarker = '<!--landing-head-->';
export const landingMarkupMarker = '<!--landing-->';

/**
 * The landing document: shell/src/landing/login.html with the rendered page in #root, and in its head
 * the loader (which loads the shell's scripts when the page needs them), the route tree's whole
 * stylesheet (which withCriticalCss then cuts down to the page's rules), and the brand script
 * (blocking: it runs before the first paint).
 * @param {{ template: string, markup: string, landingPath: string, css: string, brandScript: string, loader: string, portalScripts: string[] }} parts
 */
export function composeLandingDocument({ template, markup, landingPath, css, brandScript, loader, portalScripts }) {
  for (const marker of [landingHeadMarker, landingMarkupMarker]) {
    if (template.split(marker).length !== 2) throw new Error(`the landing template must hold ${marker} once`);
  }
  if (!template.includes(`${prerenderedPathAttribute}="${escapeAttribute(landingPath)}"`))
    throw new Error(`the landing template is not the page of ${landingPath}`);
  // The Content-Security-Policy runs no inline script: such a page would never finish rendering.
  if (/<script\b(?![^>]*\bsrc=)/.test(markup)) throw new Error('the pre-rendered page has an inline script');
  if (css.includes('</')) throw new Error('the landing page CSS cannot be inlined: it contains "</"');
  const loaderTag = `<script defer src="/${loader}" ${portalScriptsAttribute}="${escapeAttribute(JSON.stringify(portalScripts))}"></script>`;
  // The style element before the brand script: the script reads the brand's colour from it.
  const head = `${loaderTag}<style>${css}</style><script src="/${brandScript}"></script>`;
  // Functions as replacements: the text goes in as it is ("$&" in the CSS or markup means nothing).
  return template.replace(landingHeadMarker, () => head).replace(landingMarkupMarker, () => markup);
}

/**
 * The unstyled classes of a landing document: the markup in its #root whose class no rule of its
 * inline CSS names. The build refuses such a page.
 * @param {string} html
 */
export function landingClassesWithoutRule(html) {
  return classesWithoutRule(html.slice(html.indexOf('</head>')), inlineCssOf(html));
}

const startupGreetingAttribute = 'data-startup-greeting';
const startupGreetingTag = new RegExp(`<script ${startupGreetingAttribute} src="[^"]+"></script>`);

/**
 * index.html with the dashboard's start-up greeting (shell/src/startup/startup-greeting.ts) run right
 * after the start-up message it replaces: a blocking script, so the greeting is in the first paint
 * (docs/performance.md#page-weight-history). Idempotent: a rebuilt index.html gets one tag.
 * @param {string} indexHtml
 * @param {string} greetingScript the built file's name
 */
export function withStartupGreeting(indexHtml, greetingScript) {
  const startingMessage = /<p id="portal-starting"[^>]*>[^<]*<\/p>/;
  if (!startingMessage.test(indexHtml)) throw new Error('index.html has no start-up message');
  const tag = `<script ${startupGreetingAttribute} src="/${greetingScript}"></script>`;
  return indexHtml.replace(startupGreetingTag, '').replace(startingMessage, (message) => `${message}${tag}`);
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
