// @ts-check
// Which variant a build is, and the folder it goes to. A QA build (the `__PORTAL_QA__` hook and the
// `?remote.<name>=` override compiled in) never shares a folder with a production build: production
// builds go to `<app>/dist`, what `pnpm start` serves and a deployment uploads; QA builds to
// `<app>/dist-qa`, what the e2e suite's portal serves. So `pnpm test`, which builds both, never leaves
// a QA bundle in dist/ (docs/deploy.md#testing-a-branch-build-qa; docs/security.md, "QA features exist only
// in QA builds"). No rspack here: the e2e suite reads the folders too.
import path from 'node:path';
import { workspaceRoot } from './apps.mjs';

export const productionOutputDir = 'dist';
export const qaOutputDir = 'dist-qa';

/**
 * Whether this build carries the QA features (the `__PORTAL_QA__` hook of the e2e suites and the
 * `?remote.<name>=` override): development builds always, production builds only when asked for with
 * PORTAL_QA_BUILD=1 (the e2e suite's build). A deployed production bundle never has them, whatever
 * config.json says (docs/deploy.md#testing-a-branch-build-qa).
 * @param {boolean} isProduction
 */
export function isQaBuild(isProduction, env = process.env) {
  return !isProduction || env.PORTAL_QA_BUILD === '1';
}

/**
 * The folder, inside the app's, a build writes to: `dist` for a production build without QA
 * features, `dist-qa` for any build with them.
 * @param {boolean} isProduction
 */
export function buildOutputDir(isProduction, env = process.env) {
  return isQaBuild(isProduction, env) ? qaOutputDir : productionOutputDir;
}

/**
 * The absolute folder an app's build of this variant is in.
 * @param {string} appDir
 * @param {boolean} isProduction
 */
export function appOutputPath(appDir, isProduction, env = process.env) {
  return path.join(workspaceRoot, appDir, buildOutputDir(isProduction, env));
}

/**
 * Where a build's source maps go: beside the build folder, never inside it, so a deployment that uploads
 * `dist/` ships none (`<app>/dist-sourcemaps`, `<app>/dist-qa-sourcemaps`). They are for an error
 * reporting service, uploaded to it on their own; the bundles name no map (hidden source maps).
 * @param {string} distDir the build folder
 */
export const sourceMapPath = (distDir) => `${distDir}-sourcemaps`;
